"""The browser's texts come from the Fluent catalogs through the vendored @fluent/bundle:
Korean from the .ftl files, plural forms chosen by the count, no bidi isolation marks,
and the language negotiated from the browser's languages when none was chosen."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import Server
from tests.catalogs import STATIC_I18N, render

TEXTS = """async ([lang]) => {
  const {loadCatalog} = await import('/static/js/i18n.js');
  const cat = await loadCatalog(lang, ['mansions-of-madness']);
  const who = {key: '=', params: {en: 'Ada', ko: '에이다'}};
  return [
    cat.t('ui.lobby.create_title'),
    cat.t('mom.opt.clues', {n: 1}), cat.t('mom.opt.clues', {n: 2}),
    cat.t('mom.opt.reroll', {n: 1}), cat.t('mom.opt.reroll', {n: 2}),
    cat.tr({key: 'mom.prompt.may_move', params: {who, n: 1}}),
    cat.tr({key: 'mom.prompt.may_move', params: {who, n: 2}}),
    cat.t('ui.winner', {count: 1, names: 'A'}), cat.t('ui.winner', {count: 2, names: 'A, B'}),
    cat.t('mom.ev.clues', {who: 'Ada', n: 2}),
    cat.t('ui.key.typed', {n: 12345}),
    cat.t('mom.ui.cfg.investigator', {n: 1}),
    cat.t('no.such.key', {n: 1}),
  ];
}"""


def test_korean_and_english_plurals_from_the_ftl(server: Server, new_context: Any) -> None:
    page = new_context(lang="ko").new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url))
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    source = (STATIC_I18N / "ko.ftl").read_text("utf-8")
    assert page.text_content("#create-title") == render("ko", source, "ui-lobby-create_title",
                                                        {}) == "새 테이블"
    assert any(u.endswith("/static/i18n/ko.ftl") for u in fetched)
    assert any(u.endswith("/api/games/mansions-of-madness/locales/ko.ftl") for u in fetched)
    assert not [u for u in fetched if "/i18n/" in u and u.endswith(".json")]

    ko = page.evaluate(TEXTS, ["ko"])
    assert ko == ["새 테이블", "단서 1개 소비", "단서 2개 소비",
                  "주사위 1개 다시 굴리기", "주사위 2개 다시 굴리기",
                  "에이다: 원하면 1칸 이동할 수 있습니다.",
                  "에이다: 원하면 2칸까지 이동할 수 있습니다.",
                  "승자: A", "승자: A, B", "Ada: 단서 +2.",
                  ko[10], "조사자 1", "no.such.key(n=1)"]
    assert "12345" in ko[10]  # no digit grouping
    en = page.evaluate(TEXTS, ["en"])
    assert en == ["New table", "Spend 1 clue", "Spend 2 clues", "Re-roll 1 die",
                  "Re-roll 2 dice", "Ada may move 1 space.", "Ada may move up to 2 spaces.",
                  "Winner: A", "Winners: A, B", "Ada: clues +2.", "Option 12345… (Enter "
                  "chooses it)", "Investigator 1", "no.such.key(n=1)"]
    assert not [t for t in ko + en if "\u2068" in t or "\u2069" in t], "bidi marks"
    assert not errors, errors


def test_language_negotiated_from_the_browser(server: Server, browser: Any) -> None:
    for locale, lang, title in (("zh-TW", "zh-Hans", "zh"), ("ko-KR", "ko", "ko"),
                                ("fr-FR", "en", "en")):
        ctx = browser.new_context(locale=locale)  # nothing remembered: negotiate
        try:
            page = ctx.new_page()
            page.goto(server.url("/"))
            page.wait_for_selector("body[data-ready]")
            assert page.evaluate("document.documentElement.lang") == lang, locale
            source = (STATIC_I18N / f"{title}.ftl").read_text("utf-8")
            assert page.text_content("#create-title") == render(
                title, source, "ui-lobby-create_title", {})
        finally:
            ctx.close()
