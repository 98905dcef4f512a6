/** The back-office dashboard's figures and series, as the trusted operation `admin-dashboard` answers them. */
/** A figure another feature adds (assessments passed this month, open reports): see server/trusted/admin-dashboard.ts. */
export interface ExtraFigure {
  label: string;
  value: number;
}

/** Applications and how many of them reached an interview (or further), for one side of the signal report. */
export interface InterviewCount {
  applications: number;
  interviewed: number;
}
/** Priority applications against all the others: does a signal of real interest lead to interviews? */
export interface SignalReport {
  signalled: InterviewCount;
  others: InterviewCount;
}

export interface DashboardData {
  figures: {
    talents: number;
    companiesVerified: number;
    companiesAwaitingReview: number;
    activeJobs: number;
    applicationsLast7Days: number;
    /** Median over companies' own median first-response times; null while no company has one. */
    medianReplyMs: number | null;
  };
  extraFigures: ExtraFigure[];
  /** Start of each week (epoch ms), oldest first. */
  weeks: number[];
  signups: { talents: number[]; companies: number[] };
  funnel: { stage: string; count: number }[];
  jobsByCategory: { category: string; counts: number[] }[];
  attention: {
    pendingCompanies: { id: string; name: string; since: number | null }[];
    pendingCount: number;
    overdueJobs: { id: string; title: string; companyId: string; companyName: string; deadline: number | null }[];
    overdueCount: number;
    /** Open reports of conversations, newest first; the whole queue is the messages screen's Reports tab. */
    reportedConversations: {
      id: string;
      reporterName: string;
      reportedName: string;
      reason: string;
      at: number | null;
    }[];
    reportCount: number;
  };
  signalReport: SignalReport;
  generatedAt: number;
}
