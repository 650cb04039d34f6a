/**
 * The panel's look, inside its shadow root: the portal's styles do not reach it and its own do not
 * leak into the portal. Plain CSS rather than Panda, whose extractor would put the panel's rules in
 * every build's stylesheet.
 */
export const PANEL_CSS = `
:host { all: initial; }
.panel, .tab { font: 13px/1.45 system-ui, sans-serif; color: #1f2328; }
.panel {
  position: fixed; inset: 0 0 0 auto; z-index: 2147483000; box-sizing: border-box;
  width: min(440px, 100vw); overflow: auto; background: #ffffff;
  border-left: 1px solid #d0d7de; box-shadow: -4px 0 16px rgb(0 0 0 / 0.12); padding: 8px 12px 24px;
}
.panel.wide { width: min(1100px, 92vw); }
.tab {
  position: fixed; right: 0; bottom: 16px; z-index: 2147483000; padding: 6px 10px;
  border: 1px solid #d0d7de; border-right: none; border-radius: 6px 0 0 6px; background: #ffffff; cursor: pointer;
}
header { display: flex; align-items: center; gap: 8px; position: sticky; top: -8px; background: #ffffff; padding: 4px 0; }
header h2 { font-size: 15px; margin: 0; flex: 1; }
header button, .chart button { font: inherit; padding: 2px 8px; border: 1px solid #d0d7de; border-radius: 4px; background: #f6f8fa; cursor: pointer; }
header button[aria-pressed="true"], .chart button[aria-pressed="true"] { background: #ddf4ff; }
.tree ul { list-style: none; margin: 4px 0 12px; padding: 0; }
.tree button {
  font: inherit; color: inherit; text-align: left; width: 100%; padding: 2px 6px; border: 0; border-radius: 4px;
  background: none; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.tree button:hover { background: #f6f8fa; }
.tree button[aria-current="true"] { background: #ddf4ff; }
.tree button[data-status="done"], .tree button[data-status="error"] { color: #656d76; }
.tree .name { font-weight: 600; }
.tree .summary { color: #656d76; }
.details { border-top: 1px solid #d0d7de; }
.details h3 { font-size: 15px; margin: 10px 0 4px; }
.details h4 { font-size: 13px; margin: 12px 0 4px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0; }
dt { color: #656d76; }
dd { margin: 0; overflow-wrap: anywhere; }
dd.state { font-weight: 600; }
.chart { margin: 8px 0; overflow: auto; border: 1px solid #d0d7de; border-radius: 6px; padding: 4px; }
.chart button { position: sticky; left: 0; margin-bottom: 4px; }
.chart svg { display: block; height: auto; }
.chart g.statediagram-state[data-current] rect { stroke: #bf8700 !important; stroke-width: 3px !important; }
.chart g.node.statediagram-state[data-current] > rect { fill: #fff8c5 !important; }
.context { margin: 0; padding: 6px; max-height: 320px; overflow: auto; background: #f6f8fa; border-radius: 6px; font-size: 12px; }
.events { margin: 0; padding-left: 20px; font-size: 12px; }
.events time { color: #656d76; font-variant-numeric: tabular-nums; }
.failure { color: #b42318; }
`;
