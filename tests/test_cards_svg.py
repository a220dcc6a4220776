"""The card faces in cards-svg/: one per card id, self-contained SVG, up to date with the drawer."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CARDS_DIR = ROOT / "cards-svg"
sys.path.insert(0, str(ROOT / "tools"))
import draw_cards  # type: ignore[import-not-found]  # noqa: E402

sys.path.remove(str(ROOT / "tools"))

from pyapp.cards import MINCHIATE_DECK, SCOPA_DECK, minchiate_card_name, scopa_card_name  # noqa: E402
from pyapp.ui.svg import card_picture  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"
DECK_IDS = set(SCOPA_DECK) | set(MINCHIATE_DECK)
BACKS = ("back-blue", "back-red")
SVG_FILES = sorted(CARDS_DIR.glob("*.svg"))
FORBIDDEN_TAGS = {"script", "image", "foreignObject", "iframe", "audio", "video", "a"}


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def test_one_face_per_card_id_and_no_strays() -> None:
    faces = [p.stem for p in SVG_FILES if not p.stem.startswith("back-")]
    assert len(DECK_IDS) == 40 + 97, "Scopa and Minchiate ids must not collide"
    assert sorted(faces) == sorted(DECK_IDS)
    for back in BACKS:
        assert (CARDS_DIR / f"{back}.svg").is_file()


def test_committed_output_is_up_to_date() -> None:
    assert draw_cards.check(CARDS_DIR) == []


def test_generation_is_deterministic() -> None:
    assert draw_cards.generate() == draw_cards.generate()


@pytest.mark.parametrize("path", SVG_FILES, ids=[p.name for p in SVG_FILES])
def test_file_is_a_self_contained_card(path: Path) -> None:
    raw = path.read_text(encoding="utf-8")
    root = ET.fromstring(raw)
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 200 340"
    assert root.get("role") == "img"
    title = root.find(f"{SVG}title")
    assert title is not None and (title.text or "").strip()
    assert _local(root[0].tag) == "title", "the <title> comes first"

    ids = {el.get("id") for el in root.iter() if el.get("id")}
    for element in root.iter():
        assert _local(element.tag) not in FORBIDDEN_TAGS, element.tag
        for name, value in element.attrib.items():
            local = _local(name)
            assert not local.lower().startswith("on"), f"event handler {name}"
            if local == "href":
                assert value.startswith("#") and value[1:] in ids, f"{name}={value!r}"
            for ref in re.findall(r"url\(([^)]*)\)", value):
                assert ref.startswith("#") and ref[1:] in ids, f"url({ref})"
        assert "url(" not in (element.text or "") or _local(element.tag) == "title"
    # the only absolute URL is the namespace; no fonts or styles are loaded
    assert re.findall(r"https?://[^\"' ]+", raw) == ["http://www.w3.org/2000/svg"]
    assert "@import" not in raw and "@font-face" not in raw
    assert len(raw.encode()) < 12_000, "keep card files small"


@pytest.mark.parametrize("card", sorted(DECK_IDS))
def test_title_is_the_italian_name(card: str) -> None:
    title = ET.parse(CARDS_DIR / f"{card}.svg").getroot().find(f"{SVG}title")
    assert title is not None
    expected = scopa_card_name(card) if card in SCOPA_DECK else minchiate_card_name(card)
    if card == "7d":
        expected += " (settebello)"
    assert title.text == expected


def test_some_titles_read_as_on_the_cards() -> None:
    sample = ("7d", "10b", "T10", "T36", "M", "CJ", "SJ", "DQ")
    titles = {card: draw_cards.card_title(card) for card in sample}
    assert titles == {
        "7d": "Sette di denari (settebello)", "10b": "Re di bastoni", "T10": "Il Carro (X)",
        "T36": "La Stella (XXXVI)", "M": "Il Matto", "CJ": "Fantina di coppe", "SJ": "Fante di spade",
        "DQ": "Regina di denari",
    }


def test_every_face_shares_the_frame_and_has_a_corner_index_twice() -> None:
    for card in DECK_IDS:
        raw = (CARDS_DIR / f"{card}.svg").read_text(encoding="utf-8")
        assert raw.count('<use href="#ix"') == 2, card


def test_arie_and_matto_have_no_numeral_and_numbered_trumps_do() -> None:
    numeral_stroke = 'stroke-width="4.5" stroke-linecap="square"'
    for number in range(1, 41):
        raw = (CARDS_DIR / f"T{number}.svg").read_text(encoding="utf-8")
        assert (numeral_stroke in raw) == (number <= 35), number
    assert numeral_stroke not in (CARDS_DIR / "M.svg").read_text(encoding="utf-8")


def test_only_faces_backs_and_sprites_are_drawn() -> None:
    """No gallery page: the card gallery is a screen of the app (pyapp/ui/gallery/render.py) drawn from the sprites."""
    expected = {f"{card}.svg" for card in DECK_IDS} | {f"{back}.svg" for back in BACKS}
    regional = {f"decks/{pattern.name}.svg" for pattern in draw_cards.REGIONAL_PATTERNS}
    assert set(draw_cards.generate()) == expected | {"sprite/scopa.svg", "sprite/minchiate.svg"} | regional
    assert sorted(path.name for path in CARDS_DIR.iterdir() if path.is_file() and path.suffix != ".svg") == []


def test_check_reports_stale_missing_and_stray_files(tmp_path: Path) -> None:
    draw_cards.write(tmp_path)
    assert draw_cards.check(tmp_path) == []
    (tmp_path / "7d.svg").write_text("<svg/>")
    (tmp_path / "T13.svg").unlink()
    (tmp_path / "old.svg").write_text("<svg/>")
    assert draw_cards.check(tmp_path) == ["stale: 7d.svg", "missing: T13.svg", "unexpected: old.svg"]
    assert draw_cards.main(["--check", "--out", str(tmp_path)]) == 1
    draw_cards.write(tmp_path)
    assert draw_cards.check(tmp_path) == []
    assert draw_cards.main(["--check", "--out", str(tmp_path)]) == 0


def test_stats() -> None:
    count, total, largest, largest_bytes = draw_cards.stats()
    assert count == len(draw_cards.generate()) >= 137 + 2
    assert 0 < largest_bytes <= total
    assert largest in draw_cards.generate()


@pytest.mark.parametrize("deck", ["scopa", "minchiate"])
def test_sprite_shares_common_definitions_and_every_reference_resolves(deck: str) -> None:
    text = draw_cards.generate()[f"sprite/{deck}.svg"]
    root = ET.fromstring(text)
    ids = {element.get("id") for element in root.iter() if element.get("id")}
    references = set(re.findall(r'href="#([^"]+)"', text)) | set(re.findall(r"url\(#([^)]+)\)", text))
    assert references <= ids, sorted(references - ids)
    shared = root.find("{http://www.w3.org/2000/svg}defs")
    assert shared is not None and len(shared) >= 5
    for definition in shared:
        body = ET.tostring(definition, encoding="unicode")
        # a shared definition points only at other shared ones, never into a single face
        targets = re.findall(r'href="#([^"]+)"', body) + re.findall(r"url\(#([^)]+)\)", body)
        assert all(re.fullmatch(r"s\d+", target) for target in targets), body
    cards = [symbol.get("id") for symbol in root.findall("{http://www.w3.org/2000/svg}symbol")]
    # Minchiate's stacks draw a back's edge under each back on top (tools/card_faces.back_edge_face).
    edges = ["back-blue-edge", "back-red-edge"] if deck == "minchiate" else []
    assert cards == [*(SCOPA_DECK if deck == "scopa" else MINCHIATE_DECK), "back-blue", "back-red", *edges]


def test_sharing_finds_repeats_only_once_their_references_are_shared() -> None:
    bodies = {
        "a": '<defs><g id="a-pip"><circle r="1"/></g><g id="a-ix"><use href="#a-pip"/></g></defs><use href="#a-ix"/>',
        "b": '<defs><g id="b-pip"><circle r="1"/></g><g id="b-ix"><use href="#b-pip"/></g></defs><use href="#b-ix"/>',
        "c": '<defs><g id="c-pip"><circle r="2"/></g><g id="c-ix"><use href="#c-pip"/></g></defs><use href="#c-ix"/>',
    }
    shared_bodies, shared = draw_cards.share_definitions(dict(bodies))
    assert shared == ['<g id="s0"><circle r="1"/></g>', '<g id="s1"><use href="#s0"/></g>']
    assert shared_bodies["a"] == shared_bodies["b"] == '<use href="#s1"/>'
    assert shared_bodies["c"] == bodies["c"]


@pytest.mark.parametrize("deck", ["scopa", "minchiate"])
def test_the_page_style_sheet_gives_sprite_faces_the_style_their_files_wrap_them_in(deck: str) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from card_sprites import FACE_GROUP, FACE_STYLE  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(ROOT / "tools"))
    files = draw_cards.generate()
    assert FACE_GROUP in files["7d.svg" if deck == "scopa" else "T40.svg"], "standalone files keep the group"
    assert FACE_GROUP not in files[f"sprite/{deck}.svg"], "the sprite leaves it to the page"
    css = (ROOT / "web" / "style.css").read_text()
    rule = re.search(r'use\[href\^="cards/sprite/"\]\s*\{([^}]*)\}', css)
    assert rule, "web/style.css styles every <use> of a sprite"
    declarations = dict(part.split(":", 1) for part in rule.group(1).split(";") if part.strip())
    assert {name.strip(): value.strip() for name, value in declarations.items()} == FACE_STYLE
    assert '<use href="cards/sprite/' in card_picture("7d", 60), "the rule's selector matches the page's uses"


def test_the_built_sprite_names_are_used_and_a_bad_one_changes_nothing() -> None:
    from pyapp.ui.svg import SPRITE_FILES, card_picture, use_sprite_files

    previous = use_sprite_files(["scopa.0123456789.svg", "minchiate.abcdef0123.svg"])
    try:
        assert '<use href="cards/sprite/minchiate.abcdef0123.svg#T40"/>' in card_picture("T40", 30)
        for bad in ("scopa.svg/../x.svg", "scopa.0123.svg", "Scopa.svg", "scopa.0123456789.svg#x", ""):
            with pytest.raises(ValueError, match="not a sprite file name"):
                use_sprite_files(["scopa.svg", bad])
            assert SPRITE_FILES == {"scopa": "scopa.0123456789.svg", "minchiate": "minchiate.abcdef0123.svg"}
    finally:
        use_sprite_files(previous.values())
    assert '<use href="cards/sprite/scopa.svg#7d"/>' in card_picture("7d", 30)
