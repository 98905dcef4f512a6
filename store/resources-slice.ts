import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Client state of the resources screens: what the reader is filtering on. The resources themselves are server
 * documents and live in the React Query cache, not here.
 */
export interface ResourcesState {
  search: string;
  category: string | null;
}

const initialState: ResourcesState = { search: '', category: null };

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
    resourceFiltersCleared: () => initialState,
  },
});

export const { resourceSearchChanged, resourceCategorySelected, resourceFiltersCleared } = resourcesSlice.actions;

type State = { resources: ResourcesState };
export const selectResourceFilters = (state: State) => state.resources;
