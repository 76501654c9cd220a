// The filter bar's CSS as a string: shadow roots need it inline, pages get it once in <head>.
import css from './filter-bar.css?inline';

export const filterBarCss: string = css;
