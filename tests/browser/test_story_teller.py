"""Mansions' Teller (games/mansions/web/story.js) on events made up for the test, in a
page of the server's origin: an epilogue, a puzzle's introduction and a scenario's choice
each get their window (the choice's options as its buttons, the one pressed sent as the
page's action), texts said one after another share a window, and every event's log line
is revealed in the order of the events, each story's after its window."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import Server

RUN = """async ([events, offered]) => {
  const {Teller} = await import('/games/mansions-of-madness/story.js');
  const acted = [];
  const ctx = {
    lang: () => 'en',
    tr: (m) => (m.key === '=' ? m.params.en : m.key),
    t: (k) => k,
    act: (id) => { acted.push(id); return true; },
  };
  const lit = (en) => ({key: '=', params: {en}});
  const options = [{id: 'opt:0', label: lit('Open the door'), data: {act: 'choice'}},
                   {id: 'opt:1', label: lit('Walk away'), data: {act: 'choice'}}];
  const renderer = {state: {
    view: {board: {scenario: {title: {en: 'The Vigil'}}, monsters: [],
                   puzzle: {kind: 'code', state: {kinds: 4}}}},
    options: offered ? options : null, pending: {prompt: {key: '=', params: {en: 'Which?'}}}}};
  const teller = new Teller(ctx, renderer);
  const windows = [];
  const revealed = [];
  const watch = new MutationObserver(() => {
    const d = document.querySelector('dialog.story[open]');
    if (!d || windows.some((w) => w.id === d.id)) return;
    windows.push({id: d.id, name: d.dataset.story, cls: d.className,
                  title: d.querySelector('.story-title').textContent,
                  text: d.querySelector('.story-text').textContent,
                  buttons: [...d.querySelectorAll('.story-buttons button')]
                    .map((b) => b.textContent),
                  revealedBefore: revealed.length});
    // the reader presses the last choice, or Continue
    setTimeout(() => { const bs = [...d.querySelectorAll('.story-buttons button')];
                       const choices = bs.filter((b) => b.matches('.story-choice'));
                       (choices.pop() || bs[0]).click(); }, 20);
  });
  watch.observe(document.body, {childList: true, subtree: true, attributes: true});
  await teller.tell(events, (e) => revealed.push(e.n), {});
  watch.disconnect();
  return {windows, revealed, acted};
}"""


def lit(text: str) -> dict[str, Any]:
    return {"key": "=", "params": {"en": text}}


def event(n: int, kind: str, key: str, data: dict[str, Any] | None = None,
          **params: Any) -> dict[str, Any]:
    return {"n": n, "round": 3, "kind": kind, "msg": {"key": key, "params": params},
            "data": data or {}, "audience": None}


def test_epilogue_puzzle_and_choice_windows(server: Server, new_context: Any) -> None:
    page = new_context().new_page()
    page.goto(server.url("/"))
    events = [
        event(1, "mom.say", "mom.ev.say", text=lit("The lock is old.")),
        event(2, "mom.say", "mom.ev.say", text=lit("Symbols are carved in it.")),
        event(3, "mom.move", "mom.ev.move", who=lit("Ambrose")),
        event(4, "mom.puzzle", "mom.ev.puzzle", {"puzzle": "p1"}, who=lit("Ambrose"),
              title=lit("The Tide Lock")),
        event(5, "mom.over", "mom.ev.victory", {"result": "victory"},
              text=lit("Dawn finds you on the shore.")),
    ]
    got = page.evaluate(RUN, [events, False])
    names = [w["name"] for w in got["windows"]]
    assert names == ["say", "puzzle", "epilogue"], got["windows"]
    said, puzzle, ending = got["windows"]
    # two texts said one after the other: one window, titled with the scenario
    assert said["title"] == "The Vigil"
    assert "The lock is old." in said["text"] and "Symbols are carved in it." in said["text"]
    assert said["revealedBefore"] == 0  # their lines wait for the window
    assert puzzle["title"] == "mom.ui.puzzle" and "mom.ui.code_help" in puzzle["text"]
    assert puzzle["revealedBefore"] == 3  # the says and the move, the move after them
    assert "story-ending" in ending["cls"] and ending["title"] == "mom.ui.story.victory"
    assert "Dawn finds you" in ending["text"] and ending["buttons"] == ["ui.story.continue"]
    assert got["revealed"] == [1, 2, 3, 4, 5] and got["acted"] == []


def test_a_scenario_choice_is_offered_by_its_window(server: Server, new_context: Any) -> None:
    page = new_context().new_page()
    page.goto(server.url("/"))
    events = [event(7, "mom.say", "mom.ev.say", text=lit("The sea calls.")),
              event(8, "mom.say", "mom.ev.say", text=lit("A voice asks you to open the door."))]
    got = page.evaluate(RUN, [events, True])
    [choice] = got["windows"]
    assert choice["buttons"] == ["Open the door", "Walk away", "ui.story.later"]
    assert got["acted"] == ["opt:1"]  # the choice pressed is the page's action
    assert got["revealed"] == [7, 8]


def test_a_monster_text_and_a_scenario_text_get_windows_of_their_own(
        server: Server, new_context: Any) -> None:
    page = new_context().new_page()
    page.goto(server.url("/"))
    events = [event(9, "mom.say", "mom.ev.say", {"monster": "m1"}, text=lit("It hisses.")),
              event(10, "mom.say", "mom.ev.say", text=lit("The candles gutter."))]
    got = page.evaluate(RUN, [events, False])
    monster, story = got["windows"]
    assert "story-monster" in monster["cls"] and monster["text"] == "It hisses."
    assert "story-story" in story["cls"] and story["text"] == "The candles gutter."
    assert story["title"] == "The Vigil"
