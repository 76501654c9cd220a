/** theme.css as a string, for a <style> in the page head and in every shadow root. */
import css from './theme.css?inline';

export const themeCss: string = css;
