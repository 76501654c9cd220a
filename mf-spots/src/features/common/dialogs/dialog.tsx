// mf-spots' dialogs: the shared modal dialog in this package's look (mv-dialog, an h2).
import { ModalDialog, type ModalDialogProps } from '@moveable/shared';

export function Dialog(props: Omit<ModalDialogProps, 'className' | 'headingLevel'>) {
  return <ModalDialog {...props} className="mv-dialog" />;
}
