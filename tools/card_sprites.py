"""The SVG files: one card's standalone file (with the shared pieces it uses in its ``<defs>``) and
the deck sprites that hold many faces, sharing their common definitions. Part of tools/draw_cards.py."""

from __future__ import annotations

import re
from html import escape

from card_art import FONT, INK, PIECES, H, W

# --- the SVG file --------------------------------------------------------------------------------

_REF = re.compile(r'(?:href="#|url\(#)([\w-]+)')

# The drawing style every face shares.  A standalone file puts it on the group around the face;
# the sprites leave it out of each of their symbols and the page's style sheet gives it to every
# <use> of a sprite (web/style.css, checked by tests/test_cards_svg.py): once, not once per face.
FACE_STYLE = {"stroke": INK, "stroke-width": "2", "stroke-linejoin": "round", "stroke-linecap": "round",
              "font-family": FONT}
FACE_GROUP = "<g " + " ".join(f'{name}="{value}"' for name, value in FACE_STYLE.items()) + ">"


def svg_file(title: str, body: str, local_defs: str = "") -> str:
    """A complete card file: shared pieces that *body* uses go into <defs>, once each."""
    needed: list[str] = []
    pending = _REF.findall(local_defs + body)
    local_ids = set(re.findall(r'id="([\w-]+)"', local_defs))
    while pending:
        name = pending.pop(0)
        if name in needed or name in local_ids:
            continue
        needed.append(name)
        pending.extend(_REF.findall(PIECES[name]))
    defs = local_defs + "".join(PIECES[name] for name in needed)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" role="img">'
            f"<title>{escape(title)}</title>"
            + (f"<defs>{defs}</defs>" if defs else "")
            + f"{FACE_GROUP}{body}</g></svg>\n")


# --- the deck sprites ---------------------------------------------------------------------------


# A sprite's document is parsed, styled and laid out in one main-thread task when a page first uses
# it (Chromium: 6,300 elements and 53-69 ms of CPU for Minchiate's, its <use> copies included;
# display="none" on its root or on a group around its children changes nothing). A style sheet
# that hides the symbols and shared pieces leaves ~100 elements and no layout (benchmarks/RESULTS.md,
# issue #43): the copies a <use> draws are not children of the sprite's root, so they show. What a
# copy points at with url(#...) (a back's lattice, a clip) must be laid out to paint, so the
# symbols holding one and those definitions stay shown.
_PAINTED = "pattern,linearGradient,radialGradient,clipPath,mask,filter,marker"
HIDDEN_STYLE = f"<style>:root>symbol:not(:has({_PAINTED})),:root>defs>:not({_PAINTED}){{display:none}}</style>"


def sprite(faces: dict[str, str]) -> str:
    """One file holding many faces as <symbol id="<card>">, for the game tables: one request
    instead of one per card (measured by benchmarks/card_loading.py).  Each face's own ids get
    the card as a prefix so they stay unique; titles are left out (the table labels its cards), and
    so is the style group around each face (:data:`FACE_STYLE`, which the page's CSS supplies).
    A definition several faces share word for word (a suit's pip, an index corner) is kept once,
    in the sprite's own <defs>, and every face points at that copy (see :func:`share_definitions`).
    The sprite's own drawing is never shown: its :data:`HIDDEN_STYLE` keeps Chromium from styling
    and laying out most of it when a page loads it."""
    bodies = {}
    for name, face in faces.items():
        body = re.sub(r"^<svg[^>]*>|</svg>\s*$", "", face.strip())
        body = re.sub(r"<title>.*?</title>", "", body, count=1, flags=re.S)
        if FACE_GROUP not in body or not body.endswith("</g>"):
            raise ValueError(f"{name}: the face is not wrapped in the shared style group")
        body = body.replace(FACE_GROUP, "", 1).removesuffix("</g>")  # the page's CSS gives that style
        body = re.sub(r'id="([^"]+)"', rf'id="{name}-\1"', body)
        body = re.sub(r'href="#([^"]+)"', rf'href="#{name}-\1"', body)
        body = re.sub(r"url\(#([^)]+)\)", rf"url(#{name}-\1)", body)
        bodies[name] = body
    bodies, shared = share_definitions(bodies)
    symbols = "".join(f'<symbol id="{name}" viewBox="0 0 {W} {H}">{body}</symbol>' for name, body in bodies.items())
    defs = f"<defs>{''.join(shared)}</defs>" if shared else ""
    return f'<svg xmlns="http://www.w3.org/2000/svg">{HIDDEN_STYLE}{defs}{symbols}</svg>\n'


def top_level_elements(markup: str) -> list[str]:
    """The top-level elements of a fragment of our own SVG markup (no comments, no CDATA)."""
    parts = []
    depth = 0
    start = 0
    for match in re.finditer(r"<(/?)[a-zA-Z][^>]*?(/?)>", markup):
        closing, empty = match.group(1), match.group(2)
        if closing:
            depth -= 1
        elif not empty:
            depth += 1
        if depth == 0:
            parts.append(markup[start:match.end()])
            start = match.end()
    return parts


def share_definitions(bodies: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """Moves the definitions that faces share word for word into one shared list.

    A definition is shared only once everything it points at is shared (repeated until
    nothing changes), so a shared copy never points into one face.  Shared ids are ``s<n>``."""
    shared: list[str] = []
    while True:
        groups: dict[str, list[tuple[str, str, str]]] = {}
        for name, body in bodies.items():
            found = re.search(r"<defs>(.*?)</defs>", body, flags=re.S)
            if not found:
                continue
            for element in top_level_elements(found.group(1)):
                own = re.match(rf'<[a-zA-Z]+ id="{re.escape(name)}-([^"]+)"', element)
                if own is None or f"#{name}-" in element:
                    continue  # not an id'd definition, or it points at another one of this face
                local = own.group(1)
                text = element.replace(f'id="{name}-{local}"', f'id="@{local}"', 1)
                groups.setdefault(text, []).append((name, local, element))
        repeated = {text: users for text, users in groups.items() if len(users) > 1}
        if not repeated:
            return bodies, shared
        for text, users in repeated.items():
            shared_id = f"s{len(shared)}"
            shared.append(text.replace(f'id="@{users[0][1]}"', f'id="{shared_id}"', 1))
            for name, local, element in users:
                own_id = f"{name}-{local}"
                body = bodies[name].replace(element, "", 1)
                body = body.replace(f'"#{own_id}"', f'"#{shared_id}"').replace(f"(#{own_id})", f"(#{shared_id})")
                bodies[name] = body.replace("<defs></defs>", "")
