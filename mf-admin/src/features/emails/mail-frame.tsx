// A mail's HTML in a frame that runs nothing: sandbox="" gives the document no scripts, no forms,
// no same-origin access and no top navigation, so a message (written from user input, or a
// template gone wrong) can never act on the admin page.
export function MailFrame({ html, title }: { html: string; title: string }) {
  return <iframe className="ma-mail-frame" title={title} sandbox="" srcDoc={html} />;
}
