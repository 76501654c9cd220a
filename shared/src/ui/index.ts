export { ErrorScreen, type ErrorScreenProps, type ErrorData, type RaisedError } from './error-screen';
export { NotFoundScreen } from './not-found-screen';
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
export { Button, BUTTON_VARIANTS, type ButtonProps, type ButtonVariant } from './button';
export { ToggleChip, RemovableChip, type ToggleChipProps, type RemovableChipProps } from './chip';
export { CloseIcon } from './close-icon';
export { Card, type CardProps, type CardCover } from './card';
export { Sheet, type SheetProps } from './sheet';
export { ModalDialog, type ModalDialogProps } from './modal-dialog';
export {
  toasts,
  createToastStore,
  TOAST_DURATION_MS,
  type Toast,
  type ToastAction,
  type ToastOptions,
  type ToastStore,
  type ToastTone,
} from './toast-store';
export { ToastRegion } from './toast-region';
export { deepActiveElement, activeElementNear, tabbableIn, rovingIndex } from './focus';
// Menu, Tabs and Pagination: @moveable/shared/widgets (src/widgets/), loaded by the pages that show them.
