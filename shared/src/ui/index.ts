export { ErrorScreen, type ErrorScreenProps, type ErrorData, type RaisedError } from './error-screen';
export { resolveErrorMessage, errorIdentifierKey, ERROR_PREFIX, type ErrorMessageSources } from './error-message';
export { LoadingBar, type LoadingBarProps } from './loading-bar';
export {
  loadingBar,
  createLoadingBarStore,
  estimatedProgress,
  LOADING_BAR_TIMING,
  LOADING_BAR_HEIGHT,
  type LoadingBarStore,
  type LoadingBarState,
  type LoadingBarTiming,
} from './loading-bar-store';
export { SubmitButton, SUBMIT_BUTTON_COLORS, type SubmitButtonProps, type SubmitButtonColor } from './submit-button';
export { useSubmitState, isThenable, SUBMIT_STATES, SUBMIT_FEEDBACK_MS, type SubmitState, type SubmitStateControl } from './use-submit-state';
export { Spinner, SPINNER_SIZES, type SpinnerProps, type SpinnerSize } from './spinner';
export { WarningIcon } from './warning-icon';
export { UiThemeProvider, useUiTheme, type UiTheme } from './theme-context';
export { useFieldErrors, type FieldErrors, type FieldErrorState } from './use-field-errors';
