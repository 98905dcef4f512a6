import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { adminsSlice } from './admins-slice';
import { companiesSlice } from './companies-slice';
import { resourcesSlice } from './resources-slice';
import { talentsSlice } from './talents-slice';

const rootReducer = combineReducers({
  talents: talentsSlice.reducer,
  companies: companiesSlice.reducer,
  admins: adminsSlice.reducer,
  resources: resourcesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per app instance (and per test), never a module singleton shared between server requests. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
