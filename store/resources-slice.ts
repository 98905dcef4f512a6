import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What a talent keeps of a resource saved for later: enough to show and open it offline, nothing more. */
export interface SavedResource {
  id: string;
  title: string;
  url: string;
  type: string;
}

/**
 * Client state of the resources screens: what the reader is filtering on and what it saved for later (kept in
 * localStorage by components/resources/use-saved-resources.ts). The resources themselves are server documents and live in the
 * React Query cache, not here.
 */
interface ResourcesState {
  search: string;
  category: string | null;
  saved: SavedResource[];
}

const SAVED_RESOURCES_MAX = 50;
const initialState: ResourcesState = { search: '', category: null, saved: [] };

export const resourcesSlice = createSlice({
  name: 'resources',
  initialState,
  reducers: {
    resourceSearchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
    resourceCategorySelected: (state, action: PayloadAction<string | null>) => {
      state.category = action.payload;
    },
    resourceFiltersCleared: (state) => ({ ...initialState, saved: state.saved }),
    resourceSaved: (state, action: PayloadAction<SavedResource>) => {
      if (state.saved.some((r) => r.id === action.payload.id)) return;
      state.saved = [action.payload, ...state.saved].slice(0, SAVED_RESOURCES_MAX);
    },
    resourceUnsaved: (state, action: PayloadAction<string>) => {
      state.saved = state.saved.filter((r) => r.id !== action.payload);
    },
    savedResourcesRestored: (state, action: PayloadAction<SavedResource[]>) => {
      state.saved = action.payload.slice(0, SAVED_RESOURCES_MAX);
    },
  },
});

export const {
  resourceSearchChanged,
  resourceCategorySelected,
  resourceFiltersCleared,
  resourceSaved,
  resourceUnsaved,
  savedResourcesRestored,
} = resourcesSlice.actions;

type State = { resources: ResourcesState };
export const selectResourceFilters = (state: State) => state.resources;
export const selectSavedResources = (state: State) => state.resources.saved;
