/**
 * The document policy table: one row per document path pattern. A path no row matches is denied, and
 * subcollections match only their own rows (nothing is inherited). Later collections add a row here.
 */
import { adminRules } from './rules/admin';
import { applicationRules } from './rules/applications';
import { assessmentQuestionRules, assessmentRules, talentAssessmentRules } from './rules/assessments';
import { companyRules } from './rules/companies';
import { contractTestRules } from './rules/contract-tests';
import { jobRules } from './rules/jobs';
import { studentRules } from './rules/students';
import { talentCardRules } from './rules/talent-cards';
import type { PolicyEntry } from './types';

export const POLICY: PolicyEntry[] = [
  { match: 'students/{uid}', rules: studentRules },
  { match: 'talentCards/{uid}', rules: talentCardRules },
  { match: 'companies/{uid}', rules: companyRules },
  { match: 'admin/{uid}', rules: adminRules },
  { match: 'jobs/{jobId}', rules: jobRules },
  { match: 'applications/{appId}', rules: applicationRules },
  { match: 'contract-tests/{uid}/items/{id}', rules: contractTestRules },
  { match: 'assessments/{assessmentId}', rules: assessmentRules },
  { match: 'assessments/{assessmentId}/questions/{questionId}', rules: assessmentQuestionRules },
  { match: 'assessmentAttempts/{attemptId}', rules: talentAssessmentRules },
  { match: 'assessmentProgress/{progressId}', rules: talentAssessmentRules },
];
