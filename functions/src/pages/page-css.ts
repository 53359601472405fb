/** The stylesheet of the Worker's pages, served as a file so the CSP can forbid inline styles. */
export const PAGE_CSS = `
:root { color-scheme: light dark; --fg: #1b1b1f; --bg: #fdfdfc; --muted: #5f6368; --accent: #2958c8; --bad: #c62828; }
@media (prefers-color-scheme: dark) { :root { --fg: #e8e8ea; --bg: #16171a; --muted: #a0a4ab; --accent: #8ab4ff; --bad: #ff8a80; } }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
header { margin-bottom: 1rem; color: var(--muted); }
a { color: var(--accent); }
code, pre { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.92em; }
pre { overflow-x: auto; padding: 0.5rem; border: 1px solid var(--muted); border-radius: 4px; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { text-align: left; padding: 0.2rem 0.6rem; border-bottom: 1px solid color-mix(in srgb, var(--muted) 40%, transparent); vertical-align: top; }
.board { max-width: min(100%, 32rem); height: auto; display: block; }
.twins { display: flex; flex-wrap: wrap; gap: 0.75rem; list-style: none; padding: 0; }
.twins li { width: 8rem; font-size: 0.85em; }
.twins img { width: 100%; height: auto; }
.valid { color: green; } .invalid { color: var(--bad); }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; align-items: center; }
button { font: inherit; padding: 0.25rem 0.75rem; cursor: pointer; }
small { color: var(--muted); font-weight: normal; }
`
