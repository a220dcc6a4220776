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

from pyapp.i18n.card_words import CARD_WORDS

ENGLISH: dict[str, str] = {
    "app.title": "Tavolo",
    "page.title": "Tavolo — play Scopa and Minchiate against the computer",
    "setting.language.auto": "As my browser",
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
    "notice.save_lost": "The saved game could not be restored ({detail}). A new game has been started; your settings and statistics are kept.",
    "notice.settings_lost": "Your saved settings could not be read ({detail}); the defaults are used.",
    "notice.stats_lost": "Your saved statistics could not be read ({detail}); they start again from zero.",
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
    "choice.heading": "Which cards do you take with {card}?",
    "choice.take": "Take {cards}",
    "choice.cancel": "Cancel",
    "choice.hint": "Pick the cards to take on the table, or choose below.",
    "announce.you.lay": "You lay {card}.",
    "announce.you.take": "You play {card} and take {cards}.",
    "announce.ai.lay": "The computer lays {card}.",
    "announce.ai.take": "The computer plays {card} and takes {cards}.",
    "announce.scopa.you": "Scopa! You swept the table.",
    "announce.scopa.ai": "Scopa for the computer.",
    "announce.deal": "New deal. Your cards: {cards}.",
    "announce.redeal": "Three or more kings on the table: the dealer deals again.",
    "announce.last_take.you": "The cards left on the table go to you (last capture): {cards}.",
    "announce.last_take.ai": "The cards left on the table go to the computer (last capture): {cards}.",
    "announce.your_turn": "Your turn. Your cards: {cards}. Table: {table}.",
    "list.and": "{rest} and {last}",
    "list.separator": ", ",
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
    "m.reason.kings": "kings rule: you must play {king}",
    "m.reason.follow": "you must follow suit: {suit}",
    "m.reason.trump": "you have none of the suit led, so you must play a trump",
    "m.reason.t29": "trump 29 (Il Sagittario) may never be discarded",
    "m.reason.points": "only cards worth no points may be discarded; this one is worth {points}",
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
    "aid.settebello": "settebello",
    "aid.primiera": "primiera {points}",
    "aid.denari": "denari",
    "aid.points": "+{points}",
    "aid.tracker.heading": "Cards not seen yet, by value",
    "aid.tracker.minchiate": "Counting cards still out",
    "aid.tracker.settebello.out": "The settebello has not been seen yet.",
    "aid.tracker.settebello.seen": "The settebello has been seen.",
    "dialog.close": "Close",
    "update.ready": "A new version of Tavolo is ready.",
    "update.reload": "Reload",
    "update.later": "Not now",
    "hint.button": "Hint",
    "hint.label": "Hint (what the Expert would play):",
    "hint.says": "Hint from the Expert level: {move}",
    "m.hint.play": "play {card}.",
    "m.hint.discard": "discard {card}.",
    "m.hint.declare": "declare: {combinations}.",
    "review.open": "Review the deal",
    "review.heading": "Deal review",
    "review.previous": "Previous",
    "review.next": "Next",
    "review.position": "Step {step} of {total}",
    "review.scopa.play": "{who} played {card}.",
    "review.scopa.take": "{who} played {card} and took {cards}.",
    "review.scopa.scopa": "Scopa!",
    "review.minchiate.trick": "Trick {number}: {seat} wins",
    "review.minchiate.points": "{points} points for {team} at once",
    "settings.heading": "Settings",
    "settings.open": "Settings",
    "stats.open": "Statistics",
    "rules.open": "Rules",
    "rules.open.game": "Rules of {game}",
    "setting.level_scopa": "Computer level in Scopa",
    "setting.level_minchiate": "Computer level in Minchiate",
    "setting.speed": "Animation speed",
    "setting.back": "Card back",
    "setting.aids": "Beginner aids",
    "setting.aids.help": "Beginner aids mark the cards that score and show which cards are still out.",
    "setting.sound": "Sound",
    "setting.language": "Language",
    "setting.on": "On",
    "setting.off": "Off",
    "level.easy": "Easy",
    "level.medium": "Medium",
    "level.hard": "Hard",
    "level.expert": "Expert",
    "speed.off": "Off",
    "speed.fast": "Fast",
    "speed.normal": "Normal",
    "speed.slow": "Slow",
    "back.blue": "Blue",
    "back.red": "Red",
    "stats.heading": "Statistics",
    "stats.played": "Games played",
    "stats.won": "Won",
    "stats.lost": "Lost",
    "stats.drawn": "Drawn",
    "stats.streak": "Current winning streak",
    "stats.best_streak": "Best winning streak",
    "stats.per_deal.scopa": "Average points per deal",
    "stats.per_deal.minchiate": "Average net resti per deal",
    "stats.reset": "Reset the {game} statistics",
    "stats.reset.question": "Really erase every {game} statistic? This cannot be undone.",
    "stats.reset.yes": "Yes, reset",
    "stats.reset.no": "No, keep them",
    "start.resume": "Resume the game in progress",
    "start.tools": "Rules, card gallery, settings and statistics",
    "rules.scopa": "Rules of Scopa",
    "rules.minchiate": "Rules of Minchiate",
    "dealer.you": "You deal",
    # The Minchiate event log (pyapp.ui.minchiate.log)
    "minchiate.event.dealer": "{seat} deals; {first} plays first and {cutter} cuts.",
    "minchiate.event.cut": "{seat} cuts the pack, lifting {count} cards.",
    "minchiate.event.steal": "{seat} steals {cards} (+{points} for {team}).",
    "minchiate.event.steal.zero": "{seat} steals {cards} (no points).",
    "minchiate.event.deal": "{seat} deals 10 and then 11 cards to each player; {count} cards form the Fola.",
    "minchiate.event.deal.empty": "{seat} deals 10 and then 11 cards to each player; no card is left over.",
    "minchiate.event.reveal": "{seat} shows the 21st card, {card} (+{points} for {team}).",
    "minchiate.event.reveal.zero": "{seat} shows the 21st card, {card}.",
    "minchiate.event.dealer_steal": "{seat} steals {cards} from the Fola (+{points} for {team}).",
    "minchiate.event.dealer_steal.zero": "{seat} steals {cards} from the Fola (no points).",
    "minchiate.event.take": "{seat} takes {cards} from the Fola (scored only in play).",
    "minchiate.event.discard": "{seat} discards {card}.",
    "minchiate.event.discard.hidden": "{seat} discards a card face down.",
    "minchiate.event.discard.fallback": "{seat} has too few zero-point cards and must discard {card}.",
    "minchiate.event.discard.fallback.hidden": (
        "{seat} has too few zero-point cards and must discard a card face down."
    ),
    "minchiate.event.declare": "{seat} declares {combinations} (+{points} for {team}).",
    "minchiate.event.declare.matto": (
        "{seat} declares {combinations}, with the Matto's bonus (+{points} for {team})."
    ),
    "minchiate.event.declare.none": "{seat} declares nothing.",
    "minchiate.event.expose": "The Fola is turned face up: {cards}.",
    "minchiate.event.expose.empty": "The Fola is empty.",
    "minchiate.event.play": "{seat} plays {card}.",
    "minchiate.event.trick": "{seat} wins trick {number} (+{points} for {team}).",
    "minchiate.event.trick.zero": "{seat} wins trick {number}.",
    "minchiate.event.resto": "{team} earn a resto: resti {resti_a}–{resti_b}.",
    "minchiate.event.matto_paid": "For the Matto, {team} give {card} to {creditor}.",
    "minchiate.event.matto_paid.matto": "{team} took no trick: the Matto itself goes to {creditor}.",
    "minchiate.event.end_points": (
        "{team} score {points} at the end: card points {cards}, combinations {combinations}, "
        "cards beyond 42 {beyond}, last trick {last}."
    ),
    "minchiate.event.end_resti.one": "{team} lead by {delta} at the end and get 1 resto.",
    "minchiate.event.end_resti.other": "{team} lead by {delta} at the end and get {count} resti.",
    "minchiate.event.end_resti.none": "The teams are level at the end: no resto.",
    "minchiate.event.result.win": "{team} win by {net} (resti {resti_a}–{resti_b}).",
    "minchiate.event.result.draw": "A draw (resti {resti_a}–{resti_b}).",
    "minchiate.event.unknown": "{kind}.",
    "minchiate.combination.papi": "papi {low}–{high}",
    "minchiate.combination.high": "the run {low}–{high}",
    "minchiate.combination.kings.3": "three Kings",
    "minchiate.combination.kings.4": "four Kings",
    "minchiate.combination.1-13-28": "1-13-28",
    "minchiate.combination.decine": "the decine",
    "minchiate.combination.1-40-M": "1-40-Matto",
    "dealer.ai": "Computer deals",
    # The card gallery (pyapp.ui.gallery_render)
    "gallery.open": "Card gallery",
    "gallery.heading": "The cards of both games",
    "gallery.intro": (
        "Every card of the two packs as it is drawn on the table: its name in English, the Italian name "
        "the game uses, and its short id (used in game records and by the bot protocol)."
    ),
    "gallery.scopa": "Scopa: the 40-card pack",
    "gallery.minchiate": "Minchiate: the 97-card pack",
    "gallery.trumps": "Trumps (trionfi) and the Matto",
    "gallery.backs": "Card backs",
    "gallery.contents": "Jump to a pack",
    "notice.bad_page": "Unknown page '{page}': choose a game below.",
    # The installed app (the web app manifest, written per language by tools/manifests.py)
    "app.name": "Tavolo — Scopa and Minchiate",
    "app.description": (
        "Play the traditional Italian card games Scopa and Minchiate against computer opponents, "
        "right in your browser, even offline."
    ),
    # The page before Python runs (index.html, web/boot.js; written into the site by tools/boot_texts.py)
    "boot.loading": "Shuffling the cards…",
    "boot.error.heading": "The game could not start",
    "boot.error.body": (
        "Python (Pyodide) failed to load in this browser. Reload the page to try again; if it keeps failing, "
        "try an up-to-date Chrome, Edge, Firefox or Safari."
    ),
    "boot.error.timeout": "Python did not start within 60 seconds.",
    "boot.noscript": "Tavolo runs its card games in your browser and needs JavaScript enabled.",
    # Why stored data could not be used (the {detail} of the notice.*_lost sentences)
    "reason.damaged": "the stored data is damaged",
    "reason.version": "the data comes from another version of Tavolo",
    # Why a move was refused (the {detail} of error.action); card fields are card phrases
    "error.action.plain": "That move is not possible.",
    "refusal.deal_over": "the deal is over",
    "refusal.match_over": "the match is over",
    "refusal.deal_not_over": "the deal is not over yet",
    "refusal.not_your_turn": "it is not your turn",
    "refusal.not_now": "that is not possible at this point of the deal",
    "refusal.not_in_hand": "you do not hold {card}",
    "refusal.card": "{card} cannot be played now",
    "refusal.capture": "{card} cannot take those cards",
    "refusal.must_lay": "{card} can take nothing here, so it must be laid on the table",
    "refusal.discard": "{card} cannot be discarded",
    "refusal.discard.because": "{card} cannot be discarded ({reason})",
    "refusal.discard.full": "you have already chosen every card to discard; unselect one first",
    "refusal.discard.count.one": "select exactly {count} card to discard",
    "refusal.discard.count.other": "select exactly {count} cards to discard",
    "refusal.nothing_to_declare": "there is nothing to declare now",
    "refusal.declaration": "that declaration is not possible",
    "refusal.no_combination": "you do not hold that combination",
    **CARD_WORDS["en"],
}

LANGUAGES: tuple[str, ...] = ("en", "it", "fr", "da", "fa")
RIGHT_TO_LEFT = frozenset({"fa"})
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "it": "Italiano", "fr": "Français", "da": "Dansk", "fa": "فارسی"}
_state = {"language": "en"}  # the page's current language (a UI setting, like gettext's locale)


def _catalog(language: str) -> dict[str, str]:
    """The templates of *language* (English for missing keys)."""
    if language == "en":
        return ENGLISH
    from pyapp.i18n.translations import TRANSLATIONS

    return TRANSLATIONS.get(language, ENGLISH)


def language() -> str:
    """The current language code."""
    return _state["language"]


def set_language(code: str) -> str:
    """Makes *code* the current language (unknown codes fall back to English); returns it."""
    _state["language"] = code if code in LANGUAGES else "en"
    return _state["language"]


def direction(code: str | None = None) -> str:
    """'rtl' for right-to-left languages, else 'ltr'."""
    return "rtl" if (code or language()) in RIGHT_TO_LEFT else "ltr"


def choose_language(preferences: list[str]) -> str:
    """The first supported language among the browser's preferences (``fr-CA`` counts as ``fr``).

    >>> choose_language(["de-DE", "fr-CA", "en"])
    'fr'
    """
    for preference in preferences:
        code = preference.split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def text(key: str, **fields: Any) -> str:
    """The message *key* in the current language, with its named fields filled in."""
    return text_in(language(), key, **fields)


def text_in(code: str, key: str, **fields: Any) -> str:
    """The message *key* in the language *code*, whatever the current one (for the build's
    per-language files and for tests).

    >>> text_in("it", "setting.on"), language()
    ('Sì', 'en')
    """
    template = _catalog(code).get(key) or ENGLISH[key]
    return template.format(**fields)


def plural_form(count: int, code: str | None = None) -> str:
    """The plural form name ('one' or 'other') of *count* in a language (the CLDR rules of
    ``pyapp.i18n.translations.PLURAL_RULES``; English: 'one' only for 1)."""
    code = code or language()
    if code == "en":
        return "one" if count == 1 else "other"
    from pyapp.i18n.translations import PLURAL_RULES

    return PLURAL_RULES[code](count)


def plural(key: str, count: int, **fields: Any) -> str:
    """The plural form of *key* for *count* in the current language."""
    return text(f"{key}.{plural_form(count)}", count=count, **fields)


def join_list(items: list[str]) -> str:
    """Joins names as a sentence list: 'a', 'a and b', 'a, b and c'."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return text("list.and", rest=text("list.separator").join(items[:-1]), last=items[-1])
