"""The deal review, as every game shows it: the player's moves of a deal one step at a time, each
with the table and the hand as the player saw them, and beside it the Expert's choice from that same
view, with what it changes, in words.

A game builds its steps from the deal's record (``pyapp.ui.scopa.review``,
``pyapp.ui.minchiate.review``): each step is one :class:`Decision` of the player's, rebuilt from the
player's own view (never the hidden cards). The Expert's choice at a step is worked out on demand,
through the AI worker at :data:`pyapp.ai.hint.REVIEW_LEVEL` (the Expert without its time cap, with
the seed the Hint had there: the same choice every time), and kept (:class:`ExpertVerdicts`); the
shell's dialogs drive that work (``pyapp.ui.dialogs``). This module draws the dialog around a game's
step (:class:`DealReview`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pyapp.i18n import messages
from pyapp.i18n.card_names import card_name, card_phrase
from pyapp.ui.svg import card_picture, escape, sentence_markup

REVIEW_KEYS = ("ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown")
"""The keys the review dialog takes (the page forwards them while it is open: ``web/app.js``)."""
CARD_WIDTH = 56  # a card of the review's picture, at most (style.css scales it down on phones)
FAILED = ""  # the Expert's choice when it could not be worked out


@dataclass(frozen=True, slots=True)
class Sentence:
    """A message and its fields: as plain text (what a screen reader is told) or as markup, each field
    isolated (``<bdi>``) so that a card's name, a list of cards or a number keeps its own direction
    inside a right-to-left sentence."""

    key: str
    fields: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, key: str, **fields: object) -> Sentence:
        """The message *key* with *fields*."""
        return cls(key, tuple(fields.items()))

    def text(self) -> str:
        """The sentence as plain text."""
        return messages.text(self.key, **dict(self.fields))

    def markup(self) -> str:
        """The sentence as markup, its fields isolated."""
        return sentence_markup(self.key, **{name: f"<bdi>{escape(value)}</bdi>" for name, value in self.fields})


@dataclass(frozen=True, slots=True)
class Decision:
    """One of the player's moves, as the Expert judges it: the player's view just before it (its text,
    what the AI worker reads), the seed the Hint would have used there, the move made (its text) and
    whether it was the player's only legal move."""

    view_text: str
    seed: int
    played: str
    forced: bool


class ExpertVerdicts:
    """The Expert's choice (an action's text) at each of the player's decisions of one deal, worked out
    on demand and kept; a forced move needs none (the Expert had no other)."""

    def __init__(self, decisions: Sequence[Decision]) -> None:
        self.decisions = tuple(decisions)
        self.choices: dict[int, str] = {step: decision.played for step, decision in enumerate(self.decisions)
                                        if decision.forced}

    def choice(self, step: int) -> str | None:
        """The Expert's choice at *step* (:data:`FAILED` when it could not be worked out; None: not yet)."""
        return self.choices.get(step)

    def next_to_judge(self, shown: int) -> int | None:
        """The step whose choice to work out next: the step *shown* when it has none yet, else the next
        one without after it (then from the first); None when every step has its choice."""
        count = len(self.decisions)
        for offset in range(count):
            step = (shown + offset) % count
            if step not in self.choices:
                return step
        return None

    def settle(self, step: int, choice: str) -> None:
        """Keeps the Expert's *choice* at *step* (:data:`FAILED`: it could not be worked out)."""
        self.choices[step] = choice


class DealReview:
    """A deal's review: its steps (one per decision of the player's), the Expert's choices, and the
    dialog at each step. A game's review supplies what its steps show."""

    def __init__(self, game: str, decisions: Sequence[Decision]) -> None:
        self.game = game
        self.verdicts = ExpertVerdicts(decisions)

    @property
    def total(self) -> int:
        """How many steps the review has."""
        return len(self.verdicts.decisions)

    def clamp(self, step: int) -> int:
        """*step* within the review."""
        return max(0, min(step, self.total - 1))

    # --- what a game's review supplies ----------------------------------------------------------

    def parse(self, text: str) -> Any:
        """The game's action of the text *text*."""
        raise NotImplementedError

    def position(self, step: int) -> Sentence:
        """Where *step* is in the deal ("Your play 3 of 18")."""
        raise NotImplementedError

    def before(self, step: int) -> list[Sentence]:
        """What happened since the player's previous move (the other seats' plays)."""
        return []

    def picture(self, step: int, expert: Any) -> str:
        """The table and the hand before the move, the player's move and the Expert's (*expert*, None
        while unknown) marked, as markup."""
        raise NotImplementedError

    def move(self, step: int) -> Sentence:
        """The player's move in words."""
        raise NotImplementedError

    def after(self, step: int) -> list[Sentence]:
        """What came of the move (a trick's winner; after the last move, the deal's last plays)."""
        return []

    def expert_move(self, step: int, expert: Any) -> Sentence:
        """The Expert's other move in words."""
        raise NotImplementedError

    def changes(self, step: int, expert: Any) -> list[Sentence]:
        """What the Expert's move changes at once, compared with the player's."""
        raise NotImplementedError

    # --- the dialog ---------------------------------------------------------------------------------

    def verdict(self, step: int) -> tuple[str, list[Sentence]]:
        """The Expert's verdict at *step*: its kind (``thinking``, ``only``, ``same``, ``other`` or
        ``failed``) and its sentences."""
        decision = self.verdicts.decisions[step]
        choice = self.verdicts.choice(step)
        if decision.forced:
            return "only", [Sentence.of("review.expert.only")]
        if choice is None:
            return "thinking", [Sentence.of("review.expert.thinking")]
        if choice == FAILED:
            return "failed", [Sentence.of("review.expert.failed")]
        expert = self.parse(choice)
        if expert == self.parse(decision.played):
            return "same", [Sentence.of("review.expert.same")]
        return "other", [self.expert_move(step, expert), *self.changes(step, expert)]

    def expert_choice(self, step: int) -> Any:
        """The Expert's move at *step* when it is known and differs from the player's (else None)."""
        choice = self.verdicts.choice(step)
        if not choice or choice == self.verdicts.decisions[step].played:
            return None
        return self.parse(choice)

    def markup(self, step: int) -> str:
        """The review dialog at *step*."""
        step = self.clamp(step)
        kind, verdict = self.verdict(step)
        if kind == "other":
            first, *changes = verdict
            items = "".join(f"<li>{sentence.markup()}</li>" for sentence in changes)
            verdict_html = (f'<p class="review-expert-move">{first.markup()}</p>'
                            f'<p class="review-changes-heading">{escape(messages.text("review.changes"))}</p>'
                            f'<ul class="review-changes">{items}</ul>')
        else:
            verdict_html = "".join(f"<p>{sentence.markup()}</p>" for sentence in verdict)
        busy = ' aria-busy="true"' if kind == "thinking" else ""
        before = sentence_list("review-before", self.before(step))
        after = sentence_list("review-after", self.after(step))
        body = (f'<div class="review" data-step="{step}" data-total="{self.total}" data-expert="{kind}" '
                f'data-played="{escape(self.verdicts.decisions[step].played)}"'
                f'{_expert_attribute(self.verdicts.choice(step))}>'
                f'<p class="review-basis">{escape(messages.text("review.basis"))}</p>'
                f"{before}"
                f"{self.picture(step, self.expert_choice(step))}"
                f'<p class="review-move">{self.move(step).markup()}</p>'
                f'<div class="review-expert review-expert-{kind}"{busy}>'
                f"{verdict_html}</div>"
                f"{after}</div>")
        return (f'<div class="overlay dialog-overlay"><section class="dialog review-dialog" role="dialog" '
                f'aria-modal="true" aria-labelledby="dialog-heading" data-dialog="review" '
                f'data-keys="{" ".join(REVIEW_KEYS)}">'
                f'<div class="dialog-head review-head"><h2 id="dialog-heading">'
                f'{escape(messages.text("review.heading"))}</h2>'
                f'<button type="button" class="close" data-action="dialog-close" data-key="dialog-close" autofocus>'
                f'{escape(messages.text("dialog.close"))}</button>{self.navigation(step)}</div>{body}</section></div>')

    def navigation(self, step: int) -> str:
        """Previous, where the step is, and Next, on one line under the heading (they stay in place
        from one step to the next, whatever its length, and in view as the step scrolls)."""
        previous = (f'<button type="button" data-action="review-step:{step - 1}" data-key="review-previous" '
                    f'aria-keyshortcuts="ArrowLeft PageUp"{" disabled" if step <= 0 else ""}>'
                    f'{escape(messages.text("review.previous"))}</button>')
        following = (f'<button type="button" data-action="review-step:{step + 1}" data-key="review-next" '
                     f'aria-keyshortcuts="ArrowRight PageDown"{" disabled" if step >= self.total - 1 else ""}>'
                     f'{escape(messages.text("review.next"))}</button>')
        return (f'<div class="review-nav">{previous}<p class="review-position">{self.position(step).markup()}</p>'
                f"{following}</div>")

    def announcement(self, step: int) -> str:
        """What a screen reader is told on arriving at *step*: where it is, the plays before, the move
        and the Expert's verdict as far as it is known."""
        step = self.clamp(step)
        sentences = [*self.before(step), self.move(step), *self.after(step)]
        said = " ".join([*(sentence.text() for sentence in sentences), self.verdict_announcement(step)])
        return messages.text("review.announce", position=self.position(step).text(), said=said)

    def verdict_announcement(self, step: int) -> str:
        """The Expert's verdict at *step* as a screen reader is told it."""
        return " ".join(sentence.text() for sentence in self.verdict(self.clamp(step))[1])


def with_keeps(found: Sequence[tuple[Sentence, bool]], expert: str, played: str, same_key: str) -> list[Sentence]:
    """The sentences of the changes *found* (each with whether it favours the Expert's move), then: when
    none does, that the Expert looks further ahead (when nothing differs, the message *same_key*); when
    the Expert plays another card than the player's *played*, that it keeps that card in hand."""
    sentences = [sentence for sentence, _ in found]
    if not found:
        sentences.append(Sentence.of(same_key))
    elif not any(favours for _, favours in found):
        sentences.append(Sentence.of("review.change.ahead"))
    if expert != played:
        sentences.append(Sentence.of("review.change.keeps", card=card_phrase(played)))
    return sentences


def sentence_list(css: str, sentences: Sequence[Sentence]) -> str:
    """*sentences* as a list of class *css* (nothing for none)."""
    if not sentences:
        return ""
    return f'<ul class="{css}">{"".join(f"<li>{sentence.markup()}</li>" for sentence in sentences)}</ul>'


def _expert_attribute(choice: str | None) -> str:
    return "" if choice is None else f' data-expert-choice="{escape(choice)}"'


def mark(words_key: str, kind: str) -> str:
    """A card's mark in the review's picture: a small word under it (``you``: the player's move,
    ``expert``: the Expert's)."""
    return f'<span class="review-mark review-mark-{kind}">{escape(messages.text(words_key))}</span>'


def card_item(card: str, label: str, marks: Sequence[str] = (), classes: Sequence[str] = (),
              caption: str = "") -> str:
    """One card of the review's picture: its face (named *label*), its *marks* under it, a *caption*
    (a seat's name) under those."""
    css = " ".join(["review-card", *classes])
    below = f'<span class="review-caption">{escape(caption)}</span>' if caption else ""
    return (f'<li class="{css}" data-card="{escape(card)}">{card_picture(card, CARD_WIDTH, label=label)}'
            f'{"".join(marks)}{below}</li>')


def marked_card(card: str, mine: bool, theirs: bool, caption: str = "", classes: Sequence[str] = (),
                extra: Sequence[str] = ()) -> str:
    """A card of the review's picture, marked as part of the player's move (*mine*) and of the Expert's
    (*theirs*) (and with the *extra* marks), with a *caption* (a seat's name) under it and more *classes*."""
    marks = ([mark("review.mark.you", "you")] if mine else []) + ([mark("review.mark.expert", "expert")] if theirs
                                                                    else []) + list(extra)
    marked = (["by-you"] if mine else []) + (["by-expert"] if theirs else [])
    return card_item(card, card_name(card), marks, [*classes, *marked], caption)


def card_row(name: str, items: Sequence[str], empty: str = "", crowded_from: int = 9) -> str:
    """A row of the review's picture: its *name* and its cards (*items*; *empty*: what an empty row
    says); a row of *crowded_from* cards or more overlaps them like a hand held."""
    crowded = " crowded" if len(items) >= crowded_from else ""
    cards = (f'<ul class="review-row{crowded}" aria-label="{escape(name)}">{"".join(items)}</ul>' if items
             else f'<p class="review-empty">{escape(empty)}</p>')
    return f'<div class="review-zone"><p class="review-zone-name" aria-hidden="true">{escape(name)}</p>{cards}</div>'


def board(label: str, rows: Sequence[str]) -> str:
    """The review's picture: its rows on a small felt."""
    return f'<figure class="review-board" role="group" aria-label="{escape(label)}">{"".join(rows)}</figure>'
