/** Line icons on a 24px grid, drawn in the current colour; decorative unless given a label. */
const paths = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  edit: 'M5 4h10l4 4v12H5zM15 4v4h4M9 13h6M12 10v6',
  doc: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z',
  clock: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7v5l3 3',
  crown: 'M4 18h16M5 16 3.5 7l5 4L12 5l3.5 6 5-4L19 16z',
  building: 'M4 21V5l8-3v19M12 8h8v13M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2M2 21h20',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  pin: 'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21zM12 7a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
  book: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
  chat: 'M4 5h16v11H9l-5 4z',
  attach: 'm20 11-8.5 8.5a5 5 0 0 1-7-7L13 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L14 7',
  person: 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7 17c.8-4 3.6-6 7-6s6.2 2 7 6',
  price: 'M4 7h16v10H4zM8 12h8M12 9v6',
  shieldCheck: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  heart: 'M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10Z',
  support:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zM17 17c0 2-2 3-5 3',
  consultant:
    'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7 17c.8-4 3.6-6 7-6s6.2 2 7 6M16.5 8.5 21 6M21 6v3',
  officialAccount:
    'M9.5 5C5.9 5 3 7.4 3 10.4c0 1.7.9 3.2 2.4 4.2L5 17l2.6-1.4c.6.2 1.2.3 1.9.3M21 14.2c0-2.6-2.6-4.7-5.7-4.7s-5.7 2.1-5.7 4.7 2.6 4.7 5.7 4.7c.6 0 1.1-.1 1.6-.2l2.2 1.2-.5-2c1.5-.9 2.4-2.2 2.4-3.7z',
  miniProgram:
    'M8 14.5a3 3 0 1 1-3-3M8 14.5V9.5a3 3 0 1 1 3 3M16 9.5v5a3 3 0 1 1-3-3M16 9.5a3 3 0 1 1 3 3',
  top: 'M5 5h14M12 9v11M7 14l5-5 5 5',
} as const;

export type IconName = keyof typeof paths;

export function Icon({
  name,
  size = 20,
  label,
  className,
  strokeWidth = 1.8,
}: {
  name: IconName;
  size?: number;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
  className?: string | undefined;
  /** The shell's tool bar and footer draw lighter lines (1.6) than page content. */
  strokeWidth?: number;
}) {
  const filled = name === 'phone';
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path
        d={paths[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
