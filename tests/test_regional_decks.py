"""The regional 40-card decks (Napoletane, Piacentine, Siciliane, Trevisane): one sprite each in
cards-svg/decks/ (not sprite/: the site ships those with its first load), with every Scopa card id,
the backs, the optional corner index where the pattern prints none, and what docs/decks.md says of
each pattern's courts and indices."""

from __future__ import annotations

import gzip
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPRITES = ROOT / "cards-svg" / "decks"
sys.path.insert(0, str(ROOT / "tools"))
import draw_cards  # type: ignore[import-not-found]  # noqa: E402
from card_sprites import FACE_GROUP, HIDDEN_STYLE  # type: ignore[import-not-found]  # noqa: E402

sys.path.remove(str(ROOT / "tools"))

from pyapp.cards import SCOPA_DECK  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"
PATTERNS = {pattern.name: pattern for pattern in draw_cards.REGIONAL_PATTERNS}
NAMES = sorted(PATTERNS)
WITHOUT_INDEX = ("napoletane", "piacentine", "siciliane")  # they print no corner index (docs/decks.md)
DOUBLE_HEADED = ("piacentine", "trevisane")
FORBIDDEN_TAGS = {"script", "image", "foreignObject", "iframe", "audio", "video", "a"}


def symbols(name: str) -> dict[str, ET.Element]:
    root = ET.parse(SPRITES / f"{name}.svg").getroot()
    return {element.get("id", ""): element for element in root.findall(f"{SVG}symbol")}


def body(element: ET.Element) -> str:
    return ET.tostring(element, encoding="unicode")


def test_the_four_patterns_are_drawn_and_only_they() -> None:
    assert NAMES == ["napoletane", "piacentine", "siciliane", "trevisane"]
    assert sorted(path.stem for path in SPRITES.glob("*.svg")) == NAMES
    # the site's build ships every sprite of cards-svg/sprite/ with the first load: not these
    assert sorted(path.stem for path in (ROOT / "cards-svg" / "sprite").glob("*.svg")) == ["minchiate", "scopa"]
    # the regional decks have no single-card files: the site draws from the sprites only
    assert not any(name.startswith("index-") for name in draw_cards.generate())


@pytest.mark.parametrize("name", NAMES)
def test_sprite_holds_every_scopa_card_the_backs_and_its_optional_index(name: str) -> None:
    found = list(symbols(name))
    index = [f"index-{card}" for card in SCOPA_DECK] if name in WITHOUT_INDEX else []
    assert found == [*SCOPA_DECK, *index, "back-blue", "back-red"]
    assert PATTERNS[name].has_index == (name not in WITHOUT_INDEX)


@pytest.mark.parametrize("name", NAMES)
def test_sprite_is_safe_self_contained_svg_whose_references_resolve(name: str) -> None:
    text = (SPRITES / f"{name}.svg").read_text(encoding="utf-8")
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg"
    ids = [element.get("id") for element in root.iter() if element.get("id")]
    assert len(ids) == len(set(ids)), "ids are unique in the sprite"
    references = set(re.findall(r'href="#([^"]+)"', text)) | set(re.findall(r"url\(#([^)]+)\)", text))
    assert references <= set(ids), sorted(references - set(ids))
    for element in root.iter():
        assert element.tag.rsplit("}", 1)[-1] not in FORBIDDEN_TAGS, element.tag
        assert not any(attribute.lower().startswith("on") for attribute in element.attrib)
    assert re.findall(r"https?://[^\"' ]+", text) == ["http://www.w3.org/2000/svg"]
    for symbol in root.findall(f"{SVG}symbol"):
        assert symbol.get("viewBox") == "0 0 200 340", symbol.get("id")
    assert FACE_GROUP not in text, "the page's style sheet gives every face its drawing style"
    # Its one style sheet is the build's, which only hides the sprite's own drawing (card_sprites).
    assert [f"<style>{style.text}</style>" for style in root.iter(f"{SVG}style") if not style.attrib] == [HIDDEN_STYLE]
    assert len(list(root.iter(f"{SVG}style"))) == 1


@pytest.mark.parametrize("name", NAMES)
def test_sprite_is_small(name: str) -> None:
    """Each deck's sprite is of the order of the Scopa sprite (54 kB, 5 kB gzipped): a budget, so that
    a drawing change that bloats it is noticed."""
    data = (SPRITES / f"{name}.svg").read_bytes()
    assert len(data) < 150_000
    assert len(gzip.compress(data, 9)) < 16_000


@pytest.mark.parametrize("name", NAMES)
def test_every_face_is_drawn_differently(name: str) -> None:
    faces = symbols(name)
    # a face's own ids carry its name as a prefix: without it, two faces drawn alike would read the same
    drawings = {card: body(faces[card]).replace(f'id="{card}"', "").replace(f"{card}-", "") for card in SCOPA_DECK}
    assert len(set(drawings.values())) == 40


def turned_copies(name: str, card: str) -> list[ET.Element]:
    """What the face of *card* draws twice, upright and turned about the card's centre (its corner
    labels, and the half figure of a double-headed court)."""
    root = ET.parse(SPRITES / f"{name}.svg").getroot()
    ids = {element.get("id"): element for element in root.iter() if element.get("id")}
    face = ids[card]
    return [ids[use.get("href", "")[1:]] for use in face.iter(f"{SVG}use")
            if use.get("transform") == "rotate(180 100 170)"]


@pytest.mark.parametrize("name", NAMES)
def test_courts_are_single_or_double_headed_as_the_pattern_prints_them(name: str) -> None:
    for card in SCOPA_DECK:
        halves = [element for element in turned_copies(name, card) if element.get("clip-path")]
        assert len(halves) == (1 if int(card[:-1]) >= 8 and name in DOUBLE_HEADED else 0), card


def label_texts(name: str, card: str) -> list[str]:
    return [text.text or "" for element in turned_copies(name, card) for text in element.iter(f"{SVG}text")]


@pytest.mark.parametrize("name", NAMES)
def test_the_corner_index_is_printed_or_optional(name: str) -> None:
    """Trevisane print the value in two corners of every card; the others print none, and their sprite
    has a separate index per card (the value and the suit sign, top left and turned bottom right)."""
    for card in SCOPA_DECK:
        value = card[:-1]
        assert (value in label_texts(name, card)) == (name == "trevisane"), card
        if name in WITHOUT_INDEX:
            assert label_texts(name, f"index-{card}") == [value], card


@pytest.mark.parametrize("name", NAMES)
def test_the_sprite_is_what_the_drawer_draws(name: str) -> None:
    assert draw_cards.generate()[f"decks/{name}.svg"] == (SPRITES / f"{name}.svg").read_text(encoding="utf-8")


def test_check_covers_the_regional_sprites(tmp_path: Path) -> None:
    draw_cards.write(tmp_path)
    assert draw_cards.check(tmp_path) == []
    (tmp_path / "decks" / "trevisane.svg").write_text("<svg/>")
    (tmp_path / "decks" / "siciliane.svg").unlink()
    (tmp_path / "decks" / "romagnole.svg").write_text("<svg/>")
    (tmp_path / "sprite" / "napoletane.svg").write_text("<svg/>")
    assert draw_cards.check(tmp_path) == ["missing: decks/siciliane.svg", "stale: decks/trevisane.svg",
                                          "unexpected: sprite/napoletane.svg", "unexpected: decks/romagnole.svg"]
    assert draw_cards.main(["--check", "--out", str(tmp_path)]) == 1
    written = draw_cards.write(tmp_path)
    assert {"decks/siciliane.svg", "decks/trevisane.svg", "decks/romagnole.svg",
            "sprite/napoletane.svg"} <= set(written)
    assert not (tmp_path / "decks" / "romagnole.svg").exists()
    assert not (tmp_path / "sprite" / "napoletane.svg").exists()
    assert draw_cards.check(tmp_path) == []
