/** Line icons for the tool bar (24px grid, current colour). */
const paths = {
  support:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zM17 17c0 2-2 3-5 3',
  consultant:
    'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7 17c.8-4 3.6-6 7-6s6.2 2 7 6M16.5 8.5 21 6M21 6v3',
  publish: 'M5 4h10l4 4v12H5zM15 4v4h4M9 13h6M12 10v6',
  officialAccount:
    'M9.5 5C5.9 5 3 7.4 3 10.4c0 1.7.9 3.2 2.4 4.2L5 17l2.6-1.4c.6.2 1.2.3 1.9.3M21 14.2c0-2.6-2.6-4.7-5.7-4.7s-5.7 2.1-5.7 4.7 2.6 4.7 5.7 4.7c.6 0 1.1-.1 1.6-.2l2.2 1.2-.5-2c1.5-.9 2.4-2.2 2.4-3.7z',
  miniProgram:
    'M8 14.5a3 3 0 1 1-3-3M8 14.5V9.5a3 3 0 1 1 3 3M16 9.5v5a3 3 0 1 1-3-3M16 9.5a3 3 0 1 1 3 3',
  top: 'M5 5h14M12 9v11M7 14l5-5 5 5',
} as const;

export type ToolIconName = keyof typeof paths;

export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
