// @moveable/shared/widgets: the design system's components that few pages show – the menu button
// (the spot page's secondary actions, for signed-in people), tabs, pagination and the icons of
// the icon collection (categories). An import-map
// entry of its own, so that the pages without them (the home, the lists, partner pages) load
// none of their code; their styles are in theme.css with the others.
export { Menu, type MenuProps, type MenuAction } from '../ui/menu.tsx';
export { Tabs, type TabsProps, type TabItem } from '../ui/tabs.tsx';
export { Pagination, pageItems, type PaginationProps } from '../ui/pagination.tsx';
export { Icon, iconMask } from '../icons/icon.tsx';
export { loadIcon, fetchIcons, type IconData } from '../icons/load-icons.ts';
