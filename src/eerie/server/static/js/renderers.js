// Where a game's browser renderer comes from: the game's own package serves it at
// /games/<game id>/renderer.js (eerie.core.game.Game.web_assets, see docs/web-client.md);
// a game without one gets the generic renderer, its view as a list. No game is named here.

/** The URL of a game's renderer module. */
export function rendererUrl(game) {
  return `/games/${encodeURIComponent(game)}/renderer.js`;
}

/** The renderer module of `game`, or the generic one if the game has none. */
export async function loadRenderer(game) {
  try {
    return await import(rendererUrl(game));
  } catch (err) {
    console.warn(`no renderer for ${game}, using the generic one`, err); // eslint-disable-line no-console
    return import('./generic.js');
  }
}
