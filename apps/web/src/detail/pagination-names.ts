// Mantine's Pagination draws its arrows as icons alone: without these names a screen reader (and
// axe's button-name rule) finds buttons that say nothing. Spread into every <Pagination>.

const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

export const paginationNames = {
  getControlProps: (control: keyof typeof CONTROL_NAMES) => ({ 'aria-label': CONTROL_NAMES[control] }),
  getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
};
