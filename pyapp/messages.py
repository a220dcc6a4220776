"""The one message catalog: every text a player reads comes from here.

Templates are whole sentences with named fields (``{card}``, ``{points}``), never fragments
glued together, so that other languages can reorder words.  ``text(key, **fields)`` fills a
template; plural forms are separate keys chosen by ``plural(key, count)``.

>>> text("score.line", you=3, ai=5)
'You 3 – 5 Computer'
>>> plural("cards.count", 1)
'1 card'
"""

from __future__ import annotations

from typing import Any

ENGLISH: dict[str, str] = {
    "app.title": "Tavolo",
    "app.tagline": "Italian card games against the computer",
    "start.heading": "Choose a game",
    "start.scopa": "Scopa",
    "start.scopa.blurb": "Two players, capture by matching or adding up, first to 11.",
    "start.minchiate": "Minchiate",
    "start.minchiate.blurb": "The 97-card Florentine tarot game: you and your partner against two.",
    "nav.menu": "Games",
    "nav.menu.label": "Back to the choice of games",
    "notice.bad_game": "Unknown game '{game}': choose a game below.",
    "notice.bad_seed": "The seed '{seed}' is not a whole number: a new deal was shuffled instead.",
    "notice.bad_level": "Unknown computer level '{level}': the standard level is used.",
    "notice.bad_speed": "The speed '{speed}' is not a number: normal speed is used.",
    "seat.you": "You",
    "seat.ai": "Computer",
    "score.line": "You {you} – {ai} Computer",
    "score.label": "Match score",
    "score.target": "First to {target}",
    "deal.number": "Deal {number}",
    "turn.you": "Your turn",
    "turn.ai": "Computer is thinking…",
    "turn.over": "Deal over",
    "stock.count": "Stock: {count}",
    "pile.label": "{who}: {count} cards taken",
    "pile.scope": "{count} scope",
    "hand.label": "Your hand",
    "hand.ai.label": "Computer's hand: {count} cards",
    "table.label": "Table",
    "table.empty": "The table is empty",
    "cards.count.one": "{count} card",
    "cards.count.other": "{count} cards",
    "choice.heading": "Which cards do you take with the {card}?",
    "choice.take": "Take {cards}",
    "choice.cancel": "Cancel",
    "choice.hint": "Pick the cards to take on the table, or choose below.",
    "announce.you.lay": "You lay the {card}.",
    "announce.you.take": "You play the {card} and take {cards}.",
    "announce.ai.lay": "The computer lays the {card}.",
    "announce.ai.take": "The computer plays the {card} and takes {cards}.",
    "announce.scopa.you": "Scopa! You swept the table.",
    "announce.scopa.ai": "Scopa for the computer.",
    "announce.deal": "New deal. Your cards: {cards}.",
    "announce.redeal": "Three or more kings on the table: the dealer deals again.",
    "announce.last_take.you": "The cards left on the table go to you (last capture): {cards}.",
    "announce.last_take.ai": "The cards left on the table go to the computer (last capture): {cards}.",
    "announce.your_turn": "Your turn. Your cards: {cards}. Table: {table}.",
    "list.and": "{rest} and {last}",
    "breakdown.heading": "End of deal {number}",
    "breakdown.prize": "Prize",
    "breakdown.cards": "Cards",
    "breakdown.coins": "Coins (denari)",
    "breakdown.settebello": "Settebello",
    "breakdown.primiera": "Primiera",
    "breakdown.scope": "Scope",
    "breakdown.deal_points": "Deal points",
    "breakdown.match_total": "Match total",
    "breakdown.none": "none",
    "breakdown.yes": "yes",
    "breakdown.no": "—",
    "breakdown.next": "Next deal",
    "match.won": "You win the match {you}–{ai}!",
    "match.lost": "The computer wins the match {ai}–{you}.",
    "match.continue.tie": "Tied at {you}–{ai}: another deal decides.",
    "match.new": "New match",
    "error.worker": "The computer player could not start: {detail}",
    "error.action": "That move is not possible: {detail}",
    "error.unexpected": "Something went wrong: {detail}. Reload the page to continue.",
    "m.seat.0": "You",
    "m.seat.1": "East",
    "m.seat.2": "Partner",
    "m.seat.3": "West",
    "m.seat.full.0": "You (South)",
    "m.seat.full.1": "East (opponent)",
    "m.seat.full.2": "North (your partner)",
    "m.seat.full.3": "West (opponent)",
    "m.team.0": "You & Partner",
    "m.team.1": "East & West",
    "m.title": "Minchiate",
    "m.delta.level": "Points level",
    "m.delta.lead": "{team} lead by {points}",
    "m.delta.label": "Running point difference (a resto every 60)",
    "m.resti": "Resti {a} – {b}",
    "m.resti.label": "Resti: {team_a} {a}, {team_b} {b}",
    "m.turn.you.discard": "Discard {count}",
    "m.turn.you.declare": "Declare",
    "m.turn.you.play": "Your turn",
    "m.turn.other": "{seat} to play",
    "m.turn.showing": "Dealing…",
    "m.turn.over": "Deal over",
    "m.led": "Led: {suit}",
    "m.led.none": "New trick",
    "m.suit.C": "coppe (cups)",
    "m.suit.D": "denari (coins)",
    "m.suit.S": "spade (swords)",
    "m.suit.B": "bastoni (batons)",
    "m.suit.T": "trumps",
    "m.hand.label": "Your hand, {count} cards",
    "m.hand.other": "{seat}: {count} cards",
    "m.public.label": "Cards {seat} has shown",
    "m.pile.label": "{team}: {count} cards won in {tricks} tricks",
    "m.trick.label": "Trick {number}",
    "m.dealer": "Dealer",
    "m.log.heading": "What happened",
    "m.fola.heading": "The Fola (face up, out of play)",
    "m.fola.hidden": "The Fola is face down until everyone has declared.",
    "m.skip": "Skip animations",
    "m.discard.heading": "Discard {count} cards",
    "m.discard.help": "You stole or took cards, so you must put {count} back to keep 21. Only cards worth no points may go, and never trump 29 (Il Sagittario).",
    "m.discard.selected": "{selected} of {count} selected",
    "m.discard.confirm": "Discard the selected cards",
    "m.discard.cannot": "{card}: cannot be discarded ({reason})",
    "m.declare.heading": "Declare your versicole",
    "m.declare.help": "Combinations in your hand score now if you declare them, but declaring shows those cards to everyone. Choose each one.",
    "m.declare.none": "You hold no combination to declare.",
    "m.declare.item": "{name}: {value} points",
    "m.declare.matto": "The Matto adds {bonus} to the combinations you declare.",
    "m.declare.total": "Declaring now scores {points} points.",
    "m.declare.confirm": "Declare",
    "m.declare.confirm.none": "Declare nothing",
    "m.declare.continue": "Continue",
    "m.play.help": "Follow the suit led; with none, play a trump. The Matto excuses you from any trick.",
    "m.play.cannot": "{card}: not playable now ({reason})",
    "m.breakdown.heading": "End of the deal",
    "m.breakdown.team": "Team",
    "m.breakdown.cards": "Card points",
    "m.breakdown.combinations": "Combinations in the pile",
    "m.breakdown.matto_bonus": "Matto bonus",
    "m.breakdown.beyond": "Cards beyond 42",
    "m.breakdown.last": "Last trick",
    "m.breakdown.end_total": "End points",
    "m.breakdown.during": "Resti paid during play",
    "m.breakdown.delta": "Difference carried from play {before}; after the end points {after}",
    "m.breakdown.rounding": "End rounding: {team} get {count} resti",
    "m.breakdown.rounding.none": "End rounding: no resto (the teams are level)",
    "m.breakdown.final": "Final resti",
    "m.breakdown.none": "none",
    "m.result.win": "You and your partner win by {net} resti!",
    "m.result.win.one": "You and your partner win by 1 resto!",
    "m.result.loss": "East and West win by {net} resti.",
    "m.result.loss.one": "East and West win by 1 resto.",
    "m.result.draw": "A draw: the resti are level.",
    "m.again": "Play again",
    "m.announce.turn": "Your turn. Led suit: {led}. Playable: {cards}.",
    "m.announce.discard": "Choose {count} cards to discard.",
    "m.announce.declare": "Choose the combinations to declare.",
    "dealer.you": "You deal",
    "dealer.ai": "Computer deals",
}

CATALOG: dict[str, dict[str, str]] = {"en": ENGLISH}
LANGUAGE = "en"


def text(key: str, **fields: Any) -> str:
    """The message *key* in the current language, with its named fields filled in."""
    template = CATALOG[LANGUAGE].get(key) or ENGLISH[key]
    return template.format(**fields)


def plural(key: str, count: int, **fields: Any) -> str:
    """The plural form of *key* for *count* (English rules: one / other)."""
    form = "one" if count == 1 else "other"
    return text(f"{key}.{form}", count=count, **fields)


def join_list(items: list[str]) -> str:
    """Joins names as a sentence list: 'a', 'a and b', 'a, b and c'."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return text("list.and", rest=", ".join(items[:-1]), last=items[-1])
