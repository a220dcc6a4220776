"""The in-game "Full rules" pages of both games, as data, in every language of the site.

The rules say the same things as the specs (``shared/rules/scopa.md`` and
``shared/rules/minchiate.md``) in the project's own words.  Each page is a tuple of
:class:`Section` values; every language has the same sections in the same order (the
section *key* and its card illustrations come from :data:`LAYOUT`, the words from the
language).  :mod:`pyapp.ui.rules_render` turns a page into HTML.

Markup inside the texts is tiny: ``*word*`` marks an Italian game term (rendered in italics,
tagged as Italian, direction-isolated so it reads correctly inside right-to-left text).
Italian game words (scopa, settebello, Matto, resti…) stay Italian in every language and are
explained in the text and in :data:`GLOSSARY`.

>>> [section.key for section in RULES["en"]["scopa"]][:3]
['goal', 'deck', 'values']
>>> RULES["fa"]["minchiate"][0].key == RULES["en"]["minchiate"][0].key
True
"""

from __future__ import annotations

from dataclasses import dataclass

LANGUAGES: tuple[str, ...] = ("en", "it", "fr", "da", "fa")
TEXT_DIRECTION: dict[str, str] = {"en": "ltr", "it": "ltr", "fr": "ltr", "da": "ltr", "fa": "rtl"}


@dataclass(frozen=True, slots=True)
class Section:
    """One section of a rules page: a heading, prose, an optional list and card pictures."""

    key: str                            # stable, language-independent (anchors, tests)
    heading: str
    paragraphs: tuple[str, ...] = ()    # before the list
    items: tuple[str, ...] = ()         # a bulleted (or numbered, see *ordered*) list
    cards: tuple[str, ...] = ()         # card ids pictured beside the section
    ordered: bool = False               # the items are steps in order
    closing: tuple[str, ...] = ()       # paragraphs after the list


@dataclass(frozen=True, slots=True)
class _Text:
    """The words of one section in one language (the layout adds key, cards and order)."""

    heading: str
    paragraphs: tuple[str, ...]
    items: tuple[str, ...]
    closing: tuple[str, ...]


def _t(heading: str, *paragraphs: str, items: tuple[str, ...] = (), closing: tuple[str, ...] = ()) -> _Text:
    return _Text(heading, paragraphs, items, closing)


# Section key, the cards it pictures, whether its list is a numbered sequence of steps.
LAYOUT: dict[str, tuple[tuple[str, tuple[str, ...], bool], ...]] = {
    "scopa": (
        ("goal", (), False),
        ("deck", ("1d", "1c", "1s", "1b"), False),
        ("values", ("8c", "9c", "10c"), False),
        ("deal", ("10c", "10d", "10s", "4b"), False),
        ("turn", ("7b", "7c", "3d", "4s"), True),
        ("examples", ("10s", "8d", "2c"), False),
        ("scopa", ("10d", "1d", "2c", "3s", "4b"), False),
        ("end", (), False),
        ("prizes", ("7d",), False),
        ("primiera", ("7d", "6c", "1s", "5b"), False),
        ("match", (), False),
        ("site", (), False),
    ),
    "minchiate": (
        ("goal", (), False),
        ("table", (), False),
        ("deck", ("DJ", "SJ", "CN", "CQ", "CK"), False),
        ("trumps", ("T1", "T20", "T36", "T40", "M"), False),
        ("points", ("T37", "T13", "DK", "T2", "T29"), False),
        ("setup", ("CK", "T23", "T29", "C5"), True),
        ("discard", ("T29",), False),
        ("versicole", ("T1", "T13", "T28"), False),
        ("declare", ("T1", "T40", "M"), False),
        ("tricks", (), False),
        ("ranking", ("CK", "CQ", "CN", "CJ", "C1", "C10"), False),
        ("kings", ("C7", "T6", "CK"), False),
        ("matto", ("M",), False),
        ("during", ("T2", "T40", "T35", "DK"), False),
        ("resti", (), False),
        ("end", (), False),
        ("site", (), False),
    ),
}

# Glossary entries shown on each game's page (every term is explained in every language).
GLOSSARY_TERMS: dict[str, tuple[str, ...]] = {
    "scopa": ("scopa", "settebello", "primiera", "carte", "denari", "coppe", "spade", "bastoni",
              "Asso", "Donna", "Cavallo", "Re"),
    "minchiate": ("denari", "coppe", "spade", "bastoni", "Asso", "Fante", "Fantina", "Cavallo", "Regina",
                  "Re", "cartacce", "papi", "decine", "arie", "Matto", "versicole", "resto/resti", "Fola"),
}
ALL_TERMS: tuple[str, ...] = (
    "scopa", "settebello", "primiera", "denari", "coppe", "spade", "bastoni", "carte", "Re", "Cavallo",
    "Donna", "Fante", "Fantina", "Regina", "versicole", "resto/resti", "Fola", "Matto", "arie", "papi",
    "decine", "cartacce", "Asso",
)
UI_KEYS: tuple[str, ...] = (
    "back", "contents", "glossary", "glossary.intro", "title.scopa", "title.minchiate",
)

# --- English --------------------------------------------------------------------------------

_EN_UI: dict[str, str] = {
    "back": "Back to the game",
    "contents": "Contents",
    "glossary": "Italian game words",
    "glossary.intro": "Players use these Italian words in every language; this is what they mean.",
    "title.scopa": "Scopa: the full rules",
    "title.minchiate": "Minchiate: the full rules",
}

_EN_SCOPA: dict[str, _Text] = {
    "goal": _t(
        "The game in brief",
        "Scopa is played here by two: you against the computer. You take cards from the table with a card "
        "from your hand, either one card of the same value or several cards that add up to it. Each deal "
        "gives points for sweeps (the *scope*) and for four prizes. The match goes to 11 points.",
    ),
    "deck": _t(
        "The deck",
        "Scopa uses a 40-card Italian deck in four suits: *denari* (coins), *coppe* (cups), *spade* (swords) "
        "and *bastoni* (batons). Each suit has ten cards: the *Asso* (ace), the 2, 3, 4, 5, 6 and 7, and "
        "three court cards, the *Donna* (lady), the *Cavallo* (knight) and the *Re* (king).",
        "Pictured: the *Asso* of each suit.",
    ),
    "values": _t(
        "Card values",
        "To capture, each card counts as follows:",
        items=(
            "*Asso*: 1",
            "2 to 7: the number on the card",
            "*Donna*: 8",
            "*Cavallo*: 9",
            "*Re*: 10",
        ),
        closing=(
            "Court cards are cards like any other: their values take part in sums, so a *Re* can take an 8 "
            "and a 2 together.",
            "Pictured: the *Donna*, the *Cavallo* and the *Re* of coppe.",
        ),
    ),
    "deal": _t(
        "Dealing",
        "The first dealer of the match is drawn at random; after every deal the other player deals.",
        "The dealer shuffles, gives 3 cards to each player and lays 4 cards face up on the table. The rest "
        "of the deck is the stock.",
        "If three or four of the four table cards are *Re*, as in the picture, the same dealer gathers all "
        "the cards, shuffles and deals again, as often as needed. Two *Re* on the table are fine.",
        "The player who did not deal plays first. When both hands are empty, each player receives 3 more "
        "cards from the stock, the non-dealer first; no more cards go to the table. A deal is therefore "
        "played in 6 rounds of 3 cards each: 36 plays in all.",
    ),
    "turn": _t(
        "Your turn",
        "On your turn you play any card from your hand. What happens next depends on the table, in this "
        "order:",
        items=(
            "If one or more table cards have the same value as your card, you take exactly one of them "
            "(you choose which). In that case you may not take a sum, even if there is one.",
            "Otherwise, if two or more table cards add up to the value of your card, you take one such group "
            "(you choose which, if there are several).",
            "Otherwise your card stays on the table, face up.",
        ),
        closing=(
            "Taking is compulsory: a card that can take something can never just be laid on the table. Your "
            "card and the cards it takes go face down onto your pile.",
            "Pictured: you play the 7 of bastoni onto a table with a 7, a 3 and a 4. You must take the 7; "
            "you may not take the 3 and the 4 together.",
        ),
    ),
    "examples": _t(
        "More examples",
        items=(
            "Table 3, 4, 5 and 2, and you play a 7: you take either 3 + 4 or 5 + 2, your choice, and nothing "
            "else.",
            "Table 7 of coppe and 7 of denari, and you play a 7: you choose which 7 to take. The 7 of denari "
            "is the *settebello*, worth a point of its own.",
            "Table 8 and 2, and you play a *Re* (pictured): the *Re* counts 10, so it takes both cards, "
            "clears the table and scores a *scopa*.",
            "Table 5 alone, and you play a 6: nothing matches and no sum makes 6, so the 6 is laid on the "
            "table.",
        ),
    ),
    "scopa": _t(
        "The scopa (sweep)",
        "When your capture takes every card left on the table, you score a *scopa*: 1 point. The word means "
        "“broom”: you have swept the table clean.",
        "There is one exception: the last play of the deal, the 36th, never scores a *scopa*, even when it "
        "clears the table.",
        "*Scope* (the plural) are counted for each deal. Traditionally the sweeping card is turned face up "
        "in the pile so that they are easy to count; the site shows the count beside each pile.",
        "Pictured: with an *Asso*, a 2, a 3 and a 4 on the table, a *Re* (10) takes all four: a *scopa*, "
        "unless it is the last play of the deal.",
    ),
    "end": _t(
        "End of a deal",
        "The deal ends when both hands and the stock are empty. Any cards still on the table go to the "
        "player who made the last capture; this is not a *scopa*. If nobody captured anything during the "
        "whole deal, those cards go to nobody.",
        "Then each player's pile is counted for the four prizes.",
    ),
    "prizes": _t(
        "The four prizes",
        "Each prize is worth 1 point. When the players are level on a prize, nobody gets it.",
        items=(
            "*Carte*: the most cards. You win it with 21 or more of the 40 cards; 20 each is a tie.",
            "*Denari*: the most cards of the denari suit. You win it with 6 or more of the 10; 5 each is a "
            "tie.",
            "*Settebello*: the 7 of denari (pictured), the “beautiful seven”. Whoever has it in their pile "
            "gets the point.",
            "*Primiera*: the best four cards, one of each suit, counted as explained below.",
        ),
    ),
    "primiera": _t(
        "The primiera",
        "Each player takes their best card in each suit and adds the four together. For the *primiera* the "
        "cards have values of their own, which are not their capture values:",
        items=(
            "7: 21",
            "6: 18",
            "*Asso*: 16",
            "5: 15",
            "4: 14",
            "3: 13",
            "2: 12",
            "*Donna*, *Cavallo* and *Re*: 10",
        ),
        closing=(
            "Pictured: the 7 of denari, 6 of coppe, *Asso* of spade and 5 of bastoni make "
            "21 + 18 + 16 + 15 = 70.",
            "A player with no card at all in one of the suits has no *primiera*. If both players have one, "
            "the higher total wins the point and equal totals tie. If only one player has one, that player "
            "wins it; if neither does, nobody gets it.",
        ),
    ),
    "match": _t(
        "The match to 11",
        "Your score for a deal is your *scope* plus the prizes you won. At the end of every deal the site "
        "shows the account (cards, denari, settebello, primiera with each player's total, and scope) and "
        "adds the points to the match totals.",
        "The match is checked only when a deal is over: reaching 11 in the middle of a deal ends nothing. "
        "After a deal, a player with at least 11 points and strictly more than the other wins the match.",
        "If the totals are level at 11 or more, another deal is played, and another, until one player is "
        "ahead. So 11–11 goes on, 12–11 is a win for the 12, and 10–9 goes on. The players take turns to "
        "deal throughout the match.",
    ),
    "site": _t(
        "Playing on this site",
        items=(
            "Click a card in your hand to play it. If it has only one possible move, it is played at once.",
            "If the card can make different captures, it is selected and the table cards it could take are "
            "highlighted: click a table card that belongs to only one of the captures, or choose a capture "
            "from the buttons. Click the card again, or press Escape, to cancel.",
            "With the keyboard: Tab moves between your cards and the buttons, Enter or Space plays the card "
            "or presses the button, and the keys 1, 2 and 3 play the first, second or third card of your "
            "hand.",
            "The computer's moves, the sweeps and the end-of-deal account are shown on screen and announced "
            "to screen readers.",
            "You can open these rules at any moment: “Back to the game” returns you to the table exactly as "
            "you left it.",
        ),
    ),
}

_EN_MINCHIATE: dict[str, _Text] = {
    "goal": _t(
        "The game in brief",
        "Minchiate is the Florentine tarot game: 97 cards and four players in two fixed partnerships. You "
        "(South) and your partner sitting opposite (North) play against East and West; the computer plays "
        "the other three seats.",
        "There is one deal. The teams win card points by stealing, by showing combinations and above all "
        "by winning tricks. The difference between the teams is turned into settlement units called *resti* "
        "(one *resto*, two *resti*): one for every 60 points of lead. The team with more *resti* at the end "
        "wins; with the same number the game is a draw.",
    ),
    "table": _t(
        "Seats and order of play",
        "Play goes counter-clockwise: the turn always passes to the player on the right. From your seat the "
        "order is you, East, your partner North, West, and back to you.",
        "Seen from the dealer: the player on the dealer's right receives cards first and leads the first "
        "trick, the dealer's partner sits opposite, and the player on the dealer's left cuts the deck.",
    ),
    "deck": _t(
        "The cards",
        "The deck has 97 cards: 56 suit cards, 40 trumps and the *Matto*.",
        "The four suits are *coppe* (cups), *denari* (coins), *spade* (swords) and *bastoni* (batons). Each "
        "has the pip cards from *Asso* to 10 and four court cards: the *Fante* (a page) in spade and bastoni "
        "or the *Fantina* (a maidservant) in coppe and denari, the *Cavallo* (a rider drawn half man, half "
        "beast), the *Regina* (queen) and the *Re* (king). *Fante* and *Fantina* are the same rank.",
        "Every suit card except the *Re* is one of the *cartacce*: they are worth no points.",
        "Pictured: the *Fantina* of denari, the *Fante* of spade, then the *Cavallo*, *Regina* and *Re* of "
        "coppe.",
    ),
    "trumps": _t(
        "Trumps and the Matto",
        "The 40 trumps are numbered 1 to 40 and beat every suit card; between trumps, the higher number "
        "wins. Trumps 1 to 5 are the *papi*. The five highest, 36 to 40 (*La Stella*, *La Luna*, *Il Sole*, "
        "*Il Mondo* and *Le Trombe*: star, moon, sun, world and trumpets), carry no number on the card: they "
        "are the *arie*, and *Le Trombe* (40) is the highest card of all.",
        "The *Matto* (the Fool) is not a trump and has no rank: it never wins a trick, but it excuses its "
        "owner from following suit (see below).",
    ),
    "points": _t(
        "What the cards are worth",
        items=(
            "The *arie*, trumps 36 to 40: 10 points each.",
            "Trumps 1, 10, 13, 20 and 28, trumps 30 to 35, the *Matto* and the four *Re*: 5 points each.",
            "Trumps 2, 3, 4 and 5: 3 points each.",
            "Every other card: 0 points. Trump 29 is worth nothing alone, but 5 inside a combination (see "
            "*versicole*).",
        ),
        closing=("The 25 cards that score are the counting cards; together they are worth 142 points.",),
    ),
    "setup": _t(
        "Before play: what the site does for you",
        "The cut, the deal and the stealing are done automatically, in the traditional order:",
        items=(
            "A dealer is chosen at random. The player on the dealer's left cuts the deck.",
            "The cutter steals: starting from the bottom card of the part they lifted, they take the cards "
            "one by one as long as each is a counting card or a trump above 20, up to 13 cards. The first "
            "card that is neither stops them. The stolen cards are shown to everyone, and the counting cards "
            "among them score for the cutter's team at once.",
            "Starting with the player on the dealer's right and going counter-clockwise, each player "
            "receives a batch of 10 cards, then a batch of 11: 21 cards each.",
            "Each player's 21st card is turned face up for everyone to see and stays in that player's hand; "
            "if it is a counting card, it scores for that player's team at once.",
            "The cards left over (13 minus the number the cutter stole, so possibly none) are the *Fola*. "
            "The dealer steals from the top of it in the same way, and the counting cards stolen score at "
            "once. Then the dealer takes every remaining counting card and trump 29 from the *Fola*, "
            "wherever they lie; those score nothing now. The cards stolen and taken are shown to everyone.",
        ),
        closing=(
            "Pictured: if the cut face shows the *Re* of coppe, trump 23 and trump 29, then the 5 of coppe, "
            "the cutter steals the first three, scores 5 for the *Re*, and stops at the 5.",
        ),
    ),
    "discard": _t(
        "Discarding back to 21",
        "Whoever stole or took cards now holds more than 21 and must discard back to 21: first the cutter, "
        "as many cards as they stole, then the dealer, as many as they stole and took. When you are the "
        "cutter or the dealer, you choose your discards.",
        "Only cards worth 0 points may be discarded, and never trump 29 (pictured): the *Re*, the *Matto* "
        "and every counting trump stay in the hand. A card just stolen may be discarded, and you may leave "
        "yourself without a suit.",
        "The discards go face down onto the *Fola*.",
    ),
    "versicole": _t(
        "Combinations (versicole)",
        "Certain groups of trumps and kings score as combinations, the *versicole*:",
        items=(
            "Runs of at least three consecutive trumps within 1 to 5 (the *papi*) or within 28 to 40. Runs "
            "that touch merge into one: 28-29-30 together with 31-32-33 is the single run 28 to 33. A run "
            "never joins the two ranges.",
            "1-13-28: trumps 1, 13 and 28, worth 15.",
            "The *decine*: trumps 10, 20 and 30 (worth 15) or 20, 30 and 40 (worth 20); all four together "
            "make a single combination worth 25.",
            "*1-40-Matto*: trumps 1 and 40 with the *Matto*, worth 20.",
            "Three *Re* (15) or all four (20).",
        ),
        closing=(
            "A combination is worth the points of its cards added together, with trump 29 counting 5 "
            "inside a combination: the run 1-2-3 is worth 5 + 3 + 3 = 11, and the run 28 to 40 is worth 90.",
            "The *Matto* adds 5 to every other combination held with it (not to *1-40-Matto*, where it is "
            "already counted). It never fills a gap in a run.",
            "One card may count in combinations of different kinds: trump 1, for example, in a run of "
            "*papi*, in 1-13-28 and in *1-40-Matto*.",
        ),
    ),
    "declare": _t(
        "Declaring versicole",
        "Before the first card is played, each player in turn, starting from the dealer's right, may declare "
        "the combinations in their 21 cards (after discarding). A declared combination scores for the team "
        "at once, but its cards are shown to everyone, and so is the *Matto* if its bonus is added.",
        "Declaring is a choice made combination by combination: you may declare some and keep others "
        "hidden. A combination is declared whole or not at all (a run 28 to 31 cannot be declared as 28 to "
        "30). A hidden combination scores nothing now, though it may still count at the end if your team "
        "ends up with those cards.",
        "After the declarations the whole *Fola*, the leftover cards and all the discards, is turned face "
        "up. It stays in view but takes no part in the tricks or the scoring.",
        "Pictured: trumps 1 and 40 with the *Matto*, the combination *1-40-Matto*.",
    ),
    "tricks": _t(
        "Tricks",
        "The hands are played out in 21 tricks. The player on the dealer's right leads the first trick; the "
        "winner of each trick leads the next.",
        items=(
            "Follow suit: play a card of the suit led if you can. When a trump is led, play a trump.",
            "If a suit is led and you have none of it, you must play a trump; you do not have to beat the "
            "trumps already played.",
            "With neither, play any card.",
            "The *Matto* may be played instead at any time, with one exception (see the kings rule).",
        ),
        closing=(
            "The highest trump in the trick wins it. If there is no trump, the highest card of the suit led "
            "wins; a card of another suit never wins.",
        ),
    ),
    "ranking": _t(
        "Order of the cards",
        items=(
            "Trumps: 40 highest, down to 1.",
            "Court cards: *Re*, then *Regina*, then *Cavallo*, then *Fante* or *Fantina*; all of them beat "
            "the pip cards.",
            "In *coppe* and *denari* the *Asso* is the highest pip card and the 10 the lowest.",
            "In *spade* and *bastoni* it is the other way round: the 10 is highest and the *Asso* lowest.",
        ),
        closing=(
            "Pictured, from highest to lowest: *Re*, *Regina*, *Cavallo* and *Fantina* of coppe, then the "
            "*Asso* and, last of all, the 10.",
            "Examples: in a trick of denari with the 10, the 2, the *Asso* and the *Fantina*, the *Fantina* "
            "wins. In a trick of spade with the *Asso*, the 10, the 9 and the 2, the 10 wins.",
        ),
    ),
    "kings": _t(
        "The kings rule",
        "The first time a suit is led in the deal, once someone has played a trump to that trick, any later "
        "player in the trick who holds the *Re* of that suit must play it, even instead of the *Matto*.",
        "It does not matter who trumped, even your partner. The rule does not apply when the same suit is "
        "led again later, before anyone has trumped, or when trumps are led, and it never binds the player "
        "who led.",
        "Pictured: in the first trick of coppe, West leads the 7, you have no coppe and play trump 6, and "
        "East, holding the *Re* of coppe, must play it. If your trump wins the trick, your team scores the "
        "*Re*'s 5 points at once.",
    ),
    "matto": _t(
        "The Matto",
        "The *Matto* excuses its owner from any play: it may be played to any trick, at any time, instead of "
        "following suit or trumping, except when the kings rule applies. If it is led, the next player may "
        "play any card, and that card sets the suit to follow.",
        "The *Matto* never wins a trick, and it always goes back to its owner's team pile, whoever wins the "
        "trick.",
        "If it was played to a trick that the opponents won, the owner's team pays for it at the end: it "
        "gives the opponents its lowest card (a card worth nothing whenever it has one). If that team won "
        "no trick at all, it gives the *Matto* itself. This payment is not a capture and scores nothing at "
        "the time.",
    ),
    "during": _t(
        "Scoring during play",
        "Points are scored as soon as they are won, not only at the end. Before play, the counting cards "
        "stolen by the cutter and by the dealer, the revealed 21st cards and the declared combinations all "
        "score at once.",
        "In play, the team that wins a trick scores at once the points of the cards the opponents played to "
        "it. The cards played by the winning team itself score nothing now, and trump 29 scores 0.",
        "Pictured: West plays trump 2, you win with trump 40, East plays trump 35 and your partner the *Re* "
        "of denari: your team scores 3 + 5 = 8 at once.",
        "All captured cards are counted again at the end, whether or not they scored when taken.",
    ),
    "resti": _t(
        "Resti",
        "The site keeps the running difference in points between the teams. As soon as a team leads by 60 "
        "or more, it is paid one *resto* and the difference falls by 60; this repeats while the lead is "
        "still 60 or more. A lead of exactly 60 pays a *resto*.",
        "A *resto* once paid is never taken back. For example, from a lead of 59 the opponents score 30 "
        "(your lead is now 29), then your team scores 31: the lead reaches 60, your team is paid one "
        "*resto*, and the difference is back to 0.",
    ),
    "end": _t(
        "End of the deal",
        "After the 21st trick, and once the *Matto* has been paid for if needed, each team counts its pile:",
        items=(
            "the points of every card in the pile, counted again, the team's own cards included;",
            "every combination formed by the cards in the pile, declared or not, with 5 more for each if the "
            "*Matto* is in the pile;",
            "1 point for each card beyond 42;",
            "10 points for the last trick.",
        ),
        closing=(
            "These end points are added to the running difference in one step, and whatever lead remains is "
            "rounded up to whole *resti*: a lead of 1 to 60 points gives 1 *resto*, 61 to 120 gives 2, 121 "
            "to 180 gives 3, and so on; no lead gives nothing.",
            "Finally the *resti* of the two teams, from play and from the end, are compared: if your team "
            "has more, you win by the difference; with fewer you lose; with the same number the game is a "
            "draw. The site shows the whole account.",
        ),
    ),
    "site": _t(
        "Playing on this site",
        items=(
            "The cut, the deal, the stealing and the computer players' moves happen on their own. You "
            "choose your discards (when you are the cutter or the dealer), your declarations and your plays.",
            "Discarding: click the cards to put back, then press the button to discard them. A card that may "
            "not be discarded says why.",
            "Declaring: each combination in your hand is listed with its value; select the ones to declare, "
            "then confirm, or declare nothing.",
            "Playing: the cards you may play are highlighted; click one, or move to it with Tab and press "
            "Enter. A card you may not play says why.",
            "The running difference, the *resti*, the cards shown, the *Fola* and a log of everything that "
            "happened stay on screen. Escape or the skip button hurries the animations along.",
            "You can open these rules at any moment: “Back to the game” returns you to the table exactly as "
            "you left it.",
        ),
        closing=(
            "Some traditional extras are not used here: penalties (for taking no trick, for misdeals or "
            "revokes), exposing a hand without trumps, older multipliers for combinations, and the versions "
            "for two or three players.",
        ),
    ),
}

_EN_GLOSSARY: dict[str, str] = {
    "scopa": "A capture that clears the table, worth 1 point; the word means “broom”, and it gives the game "
             "its name.",
    "settebello": "The “beautiful seven”, the 7 of denari: in Scopa whoever takes it wins 1 point.",
    "primiera": "In Scopa, the prize for the best four cards, one of each suit, counted with values of their "
                "own (7 = 21, 6 = 18, Asso = 16 and so on).",
    "denari": "Coins, one of the four suits; in Scopa, taking most of them wins a prize, and in Minchiate "
              "the Asso is its highest pip card.",
    "coppe": "Cups, one of the four suits; in Minchiate, as in denari, the Asso is its highest pip card.",
    "spade": "Swords, one of the four suits; in Minchiate, as in bastoni, the 10 is its highest pip card.",
    "bastoni": "Batons (wooden clubs), one of the four suits; in Minchiate, as in spade, the 10 is its "
               "highest pip card.",
    "carte": "“Cards”: in Scopa, the prize for taking the most cards, 21 or more of the 40.",
    "Re": "The king, the highest court card: it counts 10 in Scopa, and in Minchiate it is worth 5 points "
          "and three or four of them make a combination.",
    "Cavallo": "The knight on horseback (drawn half man, half beast in Minchiate): it counts 9 in Scopa and "
               "in Minchiate ranks just below the Regina.",
    "Donna": "The lady, the lowest court card of the Scopa deck, counting 8.",
    "Fante": "The page, the lowest court card of spade and bastoni in Minchiate.",
    "Fantina": "The maidservant, the lowest court card of coppe and denari in Minchiate, the same rank as "
               "the Fante.",
    "Regina": "The queen, the Minchiate court card between the Re and the Cavallo.",
    "versicole": "The Minchiate combinations (runs of trumps, 1-13-28, the decine, 1-40-Matto, three or four "
                 "Re), which score when declared and again at the end.",
    "resto/resti": "The unit of settlement in Minchiate: a team earns one resto for every 60 points of lead.",
    "Fola": "In Minchiate, the cards left over after the deal, together with the discards; they are shown "
            "face up and never played.",
    "Matto": "The Fool of Minchiate: not a trump, it excuses its owner from any play, never wins a trick and "
             "is worth 5 points.",
    "arie": "The five highest Minchiate trumps, 36 to 40, which carry no number and are worth 10 points "
            "each.",
    "papi": "Minchiate trumps 1 to 5; three or more in a row make a combination.",
    "decine": "The Minchiate combination of trumps 10, 20, 30 and 40 (three of them, or all four).",
    "cartacce": "All the suit cards except the Re: in Minchiate they are worth nothing.",
    "Asso": "The ace: it counts 1 in Scopa (16 in the primiera); in Minchiate it is the highest pip card of "
            "coppe and denari and the lowest of spade and bastoni.",
}

# --- Italiano -------------------------------------------------------------------------------

_IT_UI: dict[str, str] = {
    "back": "Torna alla partita",
    "contents": "Indice",
    "glossary": "Le parole del gioco",
    "glossary.intro": "Queste parole restano in italiano in tutte le lingue del sito; ecco che cosa vogliono "
                      "dire.",
    "title.scopa": "Scopa: il regolamento completo",
    "title.minchiate": "Minchiate: il regolamento completo",
}

_IT_SCOPA: dict[str, _Text] = {
    "goal": _t(
        "Il gioco in breve",
        "Qui a Scopa si gioca in due: tu contro il computer. Con una carta della tua mano prendi dalla "
        "tavola una carta dello stesso valore, oppure più carte che sommate danno quel valore. A ogni "
        "smazzata si fanno punti con le *scope* e con quattro punti di mazzo. La partita va a 11.",
    ),
    "deck": _t(
        "Il mazzo",
        "Si gioca con un mazzo di 40 carte italiane in quattro semi: *denari*, *coppe*, *spade* e *bastoni*. "
        "Ogni seme ha dieci carte: l'*Asso*, il 2, il 3, il 4, il 5, il 6 e il 7, e tre figure, la *Donna*, "
        "il *Cavallo* e il *Re*.",
        "Nell'immagine: l'*Asso* di ogni seme.",
    ),
    "values": _t(
        "Il valore delle carte",
        "Per prendere, ogni carta vale:",
        items=(
            "*Asso*: 1",
            "dal 2 al 7: il numero della carta",
            "*Donna*: 8",
            "*Cavallo*: 9",
            "*Re*: 10",
        ),
        closing=(
            "Le figure sono carte come le altre ed entrano nelle somme: un *Re* può prendere insieme un 8 e "
            "un 2.",
            "Nell'immagine: *Donna*, *Cavallo* e *Re* di coppe.",
        ),
    ),
    "deal": _t(
        "La distribuzione",
        "Il primo mazziere della partita è estratto a sorte; dopo ogni smazzata le carte le fa l'altro.",
        "Il mazziere mescola, dà 3 carte a ciascuno e ne scopre 4 in tavola. Le carte rimaste formano il "
        "mazzo.",
        "Se fra le quattro carte in tavola ci sono tre o quattro *Re*, come nell'immagine, lo stesso "
        "mazziere raccoglie tutte le carte, rimescola e ridà, tutte le volte che serve. Due *Re* in tavola "
        "vanno bene.",
        "Gioca per primo chi non ha fatto le carte. Quando tutti e due hanno finito le carte in mano, se ne "
        "danno altre 3 a testa dal mazzo, prima all'avversario del mazziere; in tavola non se ne aggiungono. "
        "Una smazzata si gioca quindi in 6 giri da 3 carte: 36 giocate in tutto.",
    ),
    "turn": _t(
        "Il tuo turno",
        "Al tuo turno giochi una carta qualsiasi della mano. Quello che succede dipende dalla tavola, in "
        "quest'ordine:",
        items=(
            "Se in tavola ci sono una o più carte dello stesso valore della tua, ne prendi esattamente una "
            "(scegli tu quale). In questo caso non puoi prendere per somma, anche se la somma ci sarebbe.",
            "Altrimenti, se due o più carte in tavola sommate danno il valore della tua carta, prendi uno di "
            "questi gruppi (a tua scelta, se ce n'è più d'uno).",
            "Altrimenti la tua carta resta in tavola, scoperta.",
        ),
        closing=(
            "Prendere è obbligatorio: una carta che può prendere non si può mai semplicemente posare in "
            "tavola. La carta giocata e quelle prese vanno coperte nel tuo mazzetto.",
            "Nell'immagine: giochi il 7 di bastoni su una tavola con un 7, un 3 e un 4. Devi prendere il 7; "
            "non puoi prendere il 3 e il 4 insieme.",
        ),
    ),
    "examples": _t(
        "Altri esempi",
        items=(
            "In tavola 3, 4, 5 e 2, giochi un 7: prendi 3 + 4 oppure 5 + 2, a tua scelta, e nient'altro.",
            "In tavola il 7 di coppe e il 7 di denari, giochi un 7: scegli tu quale 7 prendere. Il 7 di "
            "denari è il *settebello*, che da solo vale un punto.",
            "In tavola un 8 e un 2, giochi un *Re* (nell'immagine): il *Re* vale 10, prende tutte e due le "
            "carte, pulisce la tavola e fa *scopa*.",
            "In tavola solo un 5, giochi un 6: nessuna carta uguale e nessuna somma che faccia 6, quindi il "
            "6 resta in tavola.",
        ),
    ),
    "scopa": _t(
        "La scopa",
        "Quando con una presa porti via tutte le carte rimaste in tavola, fai *scopa*: 1 punto. La tavola "
        "resta pulita, come spazzata con una scopa.",
        "C'è un'eccezione: l'ultima giocata della smazzata, la trentaseiesima, non vale mai scopa, anche se "
        "pulisce la tavola.",
        "Le *scope* si contano a ogni smazzata. Per tradizione la carta che ha fatto scopa si tiene scoperta "
        "nel mazzetto, così si contano facilmente; il sito ne mostra il numero accanto a ciascun mazzetto.",
        "Nell'immagine: con in tavola un *Asso*, un 2, un 3 e un 4, un *Re* (10) li prende tutti e quattro: "
        "è scopa, a meno che non sia l'ultima giocata della smazzata.",
    ),
    "end": _t(
        "Fine della smazzata",
        "La smazzata finisce quando sono finite sia le carte in mano sia quelle del mazzo. Le carte rimaste "
        "in tavola vanno a chi ha fatto l'ultima presa, e non è scopa. Se in tutta la smazzata nessuno ha "
        "preso niente, quelle carte non vanno a nessuno.",
        "Poi ciascuno conta il proprio mazzetto per i quattro punti.",
    ),
    "prizes": _t(
        "I quattro punti",
        "Ognuno vale 1 punto. Se i giocatori sono pari su un punto, quel punto non va a nessuno.",
        items=(
            "*Carte*: chi ha più carte. Lo vinci con 21 carte o più delle 40; 20 a testa è pari.",
            "*Denari*: chi ha più carte di denari. Lo vinci con 6 o più delle 10; 5 a testa è pari.",
            "*Settebello*: il 7 di denari (nell'immagine). Chi lo ha nel mazzetto prende il punto.",
            "*Primiera*: le quattro carte migliori, una per seme, contate come spiegato qui sotto.",
        ),
    ),
    "primiera": _t(
        "La primiera",
        "Ogni giocatore sceglie la sua carta migliore in ciascun seme e somma le quattro carte. Per la "
        "*primiera* le carte hanno un valore proprio, diverso da quello delle prese:",
        items=(
            "7: 21",
            "6: 18",
            "*Asso*: 16",
            "5: 15",
            "4: 14",
            "3: 13",
            "2: 12",
            "*Donna*, *Cavallo* e *Re*: 10",
        ),
        closing=(
            "Nell'immagine: 7 di denari, 6 di coppe, *Asso* di spade e 5 di bastoni fanno "
            "21 + 18 + 16 + 15 = 70.",
            "Chi non ha nemmeno una carta di un seme non ha primiera. Se ce l'hanno tutti e due, il punto va "
            "al totale più alto, e a totali uguali è pari. Se ce l'ha uno solo, il punto è suo; se non ce "
            "l'ha nessuno, non va a nessuno.",
        ),
    ),
    "match": _t(
        "La partita a 11",
        "Il punteggio di una smazzata è la somma delle *scope* e dei punti vinti. Alla fine di ogni smazzata "
        "il sito mostra il conteggio (carte, denari, settebello, primiera con il totale di ciascuno, scope) "
        "e aggiunge i punti al totale della partita.",
        "La partita si controlla solo a smazzata finita: arrivare a 11 a metà smazzata non chiude niente. "
        "Dopo una smazzata vince la partita chi ha almeno 11 punti e più dell'avversario.",
        "Se i totali sono pari a 11 o più, si gioca un'altra smazzata, e poi un'altra, finché uno dei due "
        "non passa in vantaggio. Quindi sull'11 pari si continua, 12 a 11 vince chi ha 12, e sul 10 a 9 si "
        "continua. Per tutta la partita le carte si fanno a turno.",
    ),
    "site": _t(
        "Giocare su questo sito",
        items=(
            "Fai clic su una carta della tua mano per giocarla. Se ha una sola mossa possibile, viene "
            "giocata subito.",
            "Se la carta può fare prese diverse, resta selezionata e si evidenziano le carte in tavola che "
            "può prendere: fai clic su una carta in tavola che appartiene a una sola delle prese, oppure "
            "scegli la presa dai pulsanti. Per annullare fai di nuovo clic sulla carta o premi Esc.",
            "Con la tastiera: Tab passa da una carta o da un pulsante all'altro, Invio o la barra "
            "spaziatrice giocano la carta o premono il pulsante, e i tasti 1, 2 e 3 giocano la prima, la "
            "seconda o la terza carta della mano.",
            "Le mosse del computer, le scope e il conteggio di fine smazzata compaiono sullo schermo e "
            "vengono annunciati ai lettori di schermo.",
            "Puoi aprire queste regole in qualsiasi momento: «Torna alla partita» ti riporta al tavolo "
            "esattamente come l'avevi lasciato.",
        ),
    ),
}

_IT_MINCHIATE: dict[str, _Text] = {
    "goal": _t(
        "Il gioco in breve",
        "Le Minchiate sono il gioco di tarocchi fiorentino: 97 carte e quattro giocatori in due coppie "
        "fisse. Tu (Sud) e il tuo compagno seduto di fronte (Nord) giocate contro Est e Ovest; gli altri tre "
        "posti li gioca il computer.",
        "Si gioca una sola smazzata. Le coppie guadagnano punti rubando carte, dichiarando combinazioni e "
        "soprattutto vincendo prese. La differenza di punti fra le coppie si converte in *resti*: uno ogni "
        "60 punti di vantaggio. Alla fine vince la coppia che ha più *resti*; a parità di resti la partita è "
        "patta.",
    ),
    "table": _t(
        "Posti e ordine di gioco",
        "Si gioca in senso antiorario: il turno passa sempre al giocatore di destra. Dal tuo posto l'ordine "
        "è tu, Est, il tuo compagno Nord, Ovest, e di nuovo tu.",
        "Rispetto al mazziere: il giocatore alla sua destra riceve le carte per primo ed è di mano nella "
        "prima presa, il compagno del mazziere gli siede di fronte, e il giocatore alla sua sinistra alza il "
        "mazzo.",
    ),
    "deck": _t(
        "Le carte",
        "Il mazzo ha 97 carte: 56 carte di seme, 40 tarocchi (i trionfi) e il *Matto*.",
        "I quattro semi sono *coppe*, *denari*, *spade* e *bastoni*. Ognuno ha le carte numerali dall'*Asso* "
        "al 10 e quattro figure: il *Fante* a spade e a bastoni oppure la *Fantina* (una servetta) a coppe e "
        "a denari, il *Cavallo* (un cavaliere disegnato mezzo uomo e mezzo bestia), la *Regina* e il *Re*. "
        "*Fante* e *Fantina* hanno lo stesso grado.",
        "Tutte le carte di seme tranne i *Re* sono *cartacce*: non valgono punti.",
        "Nell'immagine: la *Fantina* di denari, il *Fante* di spade, poi *Cavallo*, *Regina* e *Re* di "
        "coppe.",
    ),
    "trumps": _t(
        "I tarocchi e il Matto",
        "I 40 tarocchi sono numerati da 1 a 40 e battono qualsiasi carta di seme; fra tarocchi vince il "
        "numero più alto. I tarocchi da 1 a 5 sono i *papi*. I cinque più alti, dal 36 al 40 (*La Stella*, "
        "*La Luna*, *Il Sole*, *Il Mondo* e *Le Trombe*), non hanno il numero sulla carta: sono le *arie*, e "
        "*Le Trombe* (40) sono la carta più alta di tutte.",
        "Il *Matto* non è un tarocco e non ha grado: non vince mai una presa, ma scusa chi lo gioca "
        "dall'obbligo di rispondere (vedi più avanti).",
    ),
    "points": _t(
        "Quanto valgono le carte",
        items=(
            "Le *arie*, tarocchi dal 36 al 40: 10 punti l'una.",
            "I tarocchi 1, 10, 13, 20 e 28, i tarocchi dal 30 al 35, il *Matto* e i quattro *Re*: 5 punti "
            "l'uno.",
            "I tarocchi 2, 3, 4 e 5: 3 punti l'uno.",
            "Tutte le altre carte: 0 punti. Il tarocco 29 da solo non vale niente, ma in una combinazione "
            "vale 5 (vedi le *versicole*).",
        ),
        closing=("Le 25 carte che valgono punti sono le carte di conto; in tutto valgono 142 punti.",),
    ),
    "setup": _t(
        "Prima del gioco: quello che fa il sito per te",
        "Alzata, distribuzione e furti li fa il sito da solo, nell'ordine tradizionale:",
        items=(
            "Il mazziere è scelto a sorte. Il giocatore alla sua sinistra alza il mazzo.",
            "Chi alza ruba: partendo dalla carta in fondo alla parte che ha sollevato, prende le carte una a "
            "una finché ciascuna è una carta di conto o un tarocco sopra il 20, fino a 13 carte. La prima "
            "carta che non lo è lo ferma. Le carte rubate si mostrano a tutti, e quelle di conto fanno "
            "subito punti per la sua coppia.",
            "Cominciando dal giocatore alla destra del mazziere, in senso antiorario, ognuno riceve un "
            "blocco di 10 carte e poi uno di 11: 21 carte a testa.",
            "La ventunesima carta di ciascun giocatore si scopre a tutti e resta nella sua mano; se è una "
            "carta di conto, fa subito punti per la sua coppia.",
            "Le carte avanzate (13 meno quelle rubate all'alzata, quindi magari nessuna) sono la *Fola*. Il "
            "mazziere ruba dalla cima della *Fola* allo stesso modo, e le carte di conto rubate fanno subito "
            "punti. Poi prende dalla *Fola* tutte le carte di conto rimaste e il tarocco 29, ovunque siano; "
            "queste per ora non fanno punti. Le carte rubate e prese si mostrano a tutti.",
        ),
        closing=(
            "Nell'immagine: se all'alzata compaiono in fondo il *Re* di coppe, il tarocco 23 e il tarocco "
            "29, poi il 5 di coppe, chi alza ruba le prime tre carte, segna 5 punti per il *Re* e si ferma "
            "al 5.",
        ),
    ),
    "discard": _t(
        "Lo scarto",
        "Chi ha rubato o preso carte ora ne ha più di 21 e deve scartare fino a tornare a 21: prima chi ha "
        "alzato, tante carte quante ne ha rubate, poi il mazziere, tante quante ne ha rubate e prese. Quando "
        "sei tu ad alzare o a fare le carte, gli scarti li scegli tu.",
        "Si possono scartare solo carte che valgono 0 punti, e mai il tarocco 29 (nell'immagine): i *Re*, il "
        "*Matto* e tutti i tarocchi che contano restano in mano. Si può scartare anche una carta appena "
        "rubata, e si può restare senza un seme.",
        "Gli scarti vanno coperti sulla *Fola*.",
    ),
    "versicole": _t(
        "Le versicole",
        "Alcuni gruppi di tarocchi e di re valgono come combinazioni, le *versicole*:",
        items=(
            "Sequenze di almeno tre tarocchi consecutivi fra 1 e 5 (i *papi*) o fra 28 e 40. Due sequenze "
            "attaccate sono una sola: 28-29-30 insieme a 31-32-33 fanno l'unica sequenza dal 28 al 33. Una "
            "sequenza non passa mai da un gruppo all'altro.",
            "1-13-28: i tarocchi 1, 13 e 28, vale 15.",
            "Le *decine*: i tarocchi 10, 20 e 30 (vale 15) oppure 20, 30 e 40 (vale 20); tutti e quattro "
            "insieme fanno un'unica combinazione da 25.",
            "*1-40-Matto*: i tarocchi 1 e 40 con il *Matto*, vale 20.",
            "Tre *Re* (15) o tutti e quattro (20).",
        ),
        closing=(
            "Una combinazione vale la somma dei punti delle sue carte, e in combinazione il tarocco 29 vale "
            "5: la sequenza 1-2-3 vale 5 + 3 + 3 = 11, quella dal 28 al 40 vale 90.",
            "Il *Matto* aggiunge 5 a ogni altra combinazione di chi lo tiene (non a *1-40-Matto*, dove è già "
            "contato). Non riempie mai un buco in una sequenza.",
            "Una stessa carta può contare in combinazioni di tipo diverso: il tarocco 1, per esempio, in una "
            "sequenza di *papi*, in 1-13-28 e in *1-40-Matto*.",
        ),
    ),
    "declare": _t(
        "Dichiarare le versicole",
        "Prima che si giochi la prima carta, ogni giocatore a turno, cominciando da quello alla destra del "
        "mazziere, può dichiarare le combinazioni che ha nelle sue 21 carte (dopo lo scarto). Una "
        "combinazione dichiarata fa subito punti per la coppia, ma le sue carte si mostrano a tutti, e così "
        "il *Matto* se se ne aggiunge il bonus.",
        "Si sceglie combinazione per combinazione: puoi dichiararne alcune e tenerne nascoste altre. Una "
        "combinazione si dichiara intera o per niente (una sequenza dal 28 al 31 non si può dichiarare come "
        "28-29-30). Una combinazione tenuta nascosta per ora non fa punti, ma può ancora contare alla fine "
        "se quelle carte finiscono nelle prese della tua coppia.",
        "Dopo le dichiarazioni tutta la *Fola*, con le carte avanzate e tutti gli scarti, viene scoperta. "
        "Resta in vista, ma non entra né nelle prese né nel punteggio.",
        "Nell'immagine: i tarocchi 1 e 40 con il *Matto*, la combinazione *1-40-Matto*.",
    ),
    "tricks": _t(
        "Le prese",
        "Le carte si giocano in 21 prese. Nella prima è di mano il giocatore alla destra del mazziere; chi "
        "vince una presa è di mano nella successiva.",
        items=(
            "Si risponde al seme: se puoi, gioca una carta del seme uscito. Se esce un tarocco, rispondi con "
            "un tarocco.",
            "Se manchi del seme uscito, devi tagliare con un tarocco; non sei obbligato a superare i "
            "tarocchi già giocati.",
            "Se non hai né l'uno né l'altro, giochi una carta qualsiasi.",
            "In qualsiasi momento puoi invece giocare il *Matto*, con una sola eccezione (vedi la regola dei "
            "re).",
        ),
        closing=(
            "Vince la presa il tarocco più alto. Se non ci sono tarocchi, vince la carta più alta del seme "
            "uscito; una carta di un altro seme non vince mai.",
        ),
    ),
    "ranking": _t(
        "L'ordine delle carte",
        items=(
            "Tarocchi: il 40 è il più alto, giù fino all'1.",
            "Figure: *Re*, poi *Regina*, poi *Cavallo*, poi *Fante* o *Fantina*; tutte battono le carte "
            "numerali.",
            "A *coppe* e a *denari* l'*Asso* è la carta numerale più alta e il 10 la più bassa.",
            "A *spade* e a *bastoni* è il contrario: il 10 è la più alta e l'*Asso* la più bassa.",
        ),
        closing=(
            "Nell'immagine, dalla più alta alla più bassa: *Re*, *Regina*, *Cavallo* e *Fantina* di coppe, "
            "poi l'*Asso* e, ultimo di tutti, il 10.",
            "Esempi: in una presa a denari con il 10, il 2, l'*Asso* e la *Fantina*, vince la *Fantina*. In "
            "una presa a spade con l'*Asso*, il 10, il 9 e il 2, vince il 10.",
        ),
    ),
    "kings": _t(
        "La regola dei re",
        "La prima volta che in una smazzata esce un seme, se qualcuno ha già tagliato quella presa con un "
        "tarocco, chi gioca dopo e ha il *Re* di quel seme deve giocarlo, anche al posto del *Matto*.",
        "Non importa chi ha tagliato, nemmeno se è il tuo compagno. La regola non vale quando lo stesso seme "
        "esce di nuovo più avanti, prima che qualcuno abbia tagliato o quando escono tarocchi, e non obbliga "
        "mai chi è di mano.",
        "Nell'immagine: nella prima presa a coppe Ovest gioca il 7, tu non hai coppe e tagli con il tarocco "
        "6, ed Est, che ha il *Re* di coppe, deve giocarlo. Se il tuo tarocco vince la presa, la tua coppia "
        "segna subito i 5 punti del *Re*.",
    ),
    "matto": _t(
        "Il Matto",
        "Il *Matto* scusa chi lo gioca da qualsiasi obbligo: si può giocare in qualsiasi presa e in "
        "qualsiasi momento, invece di rispondere al seme o di tagliare, salvo quando vale la regola dei re. "
        "Se esce per primo, il seme da seguire lo decide la carta giocata subito dopo, e chi la gioca è "
        "libero di giocare qualsiasi carta.",
        "Il *Matto* non vince mai una presa e torna sempre nel mazzetto della coppia del suo padrone, "
        "chiunque vinca la presa.",
        "Se è stato giocato in una presa vinta dagli avversari, alla fine la coppia del padrone lo paga: dà "
        "agli avversari la sua carta più bassa (una carta che non vale niente, se ne ha una). Se quella "
        "coppia non ha fatto nemmeno una presa, dà il *Matto* stesso. Questo pagamento non è una presa e sul "
        "momento non fa punti.",
    ),
    "during": _t(
        "I punti durante il gioco",
        "I punti si segnano appena si fanno, non solo alla fine. Prima del gioco fanno subito punti le carte "
        "di conto rubate all'alzata e dal mazziere, le ventunesime carte scoperte e le combinazioni "
        "dichiarate.",
        "Durante il gioco, la coppia che vince una presa segna subito i punti delle carte che gli avversari "
        "vi hanno giocato. Le carte giocate dalla coppia che vince non fanno punti sul momento (muoiono in "
        "casa), e il tarocco 29 vale 0.",
        "Nell'immagine: Ovest gioca il tarocco 2, tu vinci con il 40, Est gioca il 35 e il tuo compagno il "
        "*Re* di denari: la tua coppia segna subito 3 + 5 = 8.",
        "Alla fine tutte le carte prese si contano di nuovo, che abbiano fatto punti o no quando sono state "
        "prese.",
    ),
    "resti": _t(
        "I resti",
        "Il sito tiene il conto della differenza di punti fra le coppie. Appena una coppia è avanti di 60 o "
        "più, le si paga un *resto* e la differenza cala di 60; si ripete finché il vantaggio resta di "
        "almeno 60. Un vantaggio di 60 esatti paga un *resto*.",
        "Un *resto* pagato non si restituisce mai. Per esempio, da un vantaggio di 59 gli avversari segnano "
        "30 (il tuo vantaggio scende a 29), poi la tua coppia segna 31: il vantaggio arriva a 60, alla tua "
        "coppia va un *resto* e la differenza torna a 0.",
    ),
    "end": _t(
        "Fine della smazzata",
        "Dopo la ventunesima presa, e dopo aver pagato il *Matto* se occorre, ogni coppia conta il proprio "
        "mazzetto:",
        items=(
            "i punti di tutte le carte del mazzetto, contati di nuovo, comprese quelle giocate dalla coppia "
            "stessa;",
            "tutte le combinazioni formate dalle carte del mazzetto, dichiarate o no, con 5 punti in più per "
            "ciascuna se nel mazzetto c'è il *Matto*;",
            "1 punto per ogni carta oltre le prime 42;",
            "10 punti per l'ultima presa.",
        ),
        closing=(
            "Questi punti finali si aggiungono tutti insieme alla differenza, e il vantaggio che resta si "
            "arrotonda per eccesso a *resti* interi: da 1 a 60 punti di vantaggio danno 1 *resto*, da 61 a "
            "120 ne danno 2, da 121 a 180 ne danno 3, e così via; a differenza zero non si dà niente.",
            "Infine si confrontano i *resti* delle due coppie, quelli del gioco e quelli finali: se la tua "
            "coppia ne ha di più vince per la differenza, se ne ha di meno perde, a parità è patta. Il sito "
            "mostra tutto il conteggio.",
        ),
    ),
    "site": _t(
        "Giocare su questo sito",
        items=(
            "Alzata, distribuzione, furti e mosse dei giocatori del computer vanno da soli. Tu scegli gli "
            "scarti (quando alzi o fai le carte), le dichiarazioni e le carte da giocare.",
            "Scarto: fai clic sulle carte da rimettere giù, poi premi il pulsante per scartarle. Una carta "
            "che non si può scartare dice il perché.",
            "Dichiarazioni: ogni combinazione della tua mano compare con il suo valore; seleziona quelle da "
            "dichiarare e conferma, oppure non dichiarare niente.",
            "Gioco: le carte che puoi giocare sono evidenziate; fai clic su una, oppure raggiungila con Tab "
            "e premi Invio. Una carta che non puoi giocare dice il perché.",
            "La differenza di punti, i *resti*, le carte mostrate, la *Fola* e il resoconto di tutto ciò che "
            "è successo restano sullo schermo. Esc o il pulsante per saltare le animazioni accelerano il "
            "gioco.",
            "Puoi aprire queste regole in qualsiasi momento: «Torna alla partita» ti riporta al tavolo "
            "esattamente come l'avevi lasciato.",
        ),
        closing=(
            "Alcune usanze tradizionali qui non si applicano: le penalità (per chi non fa prese, per gli "
            "errori di distribuzione o di risposta), lo scoprire la mano quando non si hanno tarocchi, i "
            "vecchi moltiplicatori delle versicole e le varianti per due o tre giocatori.",
        ),
    ),
}

_IT_GLOSSARY: dict[str, str] = {
    "scopa": "La presa che porta via tutte le carte dalla tavola e vale 1 punto; dà il nome al gioco.",
    "settebello": "Il sette di denari: a Scopa chi lo prende guadagna 1 punto.",
    "primiera": "A Scopa, il punto per le quattro carte migliori, una per seme, contate con valori propri "
                "(7 = 21, 6 = 18, Asso = 16 e così via).",
    "denari": "Il seme delle monete; a Scopa chi ne prende di più guadagna un punto, e nelle Minchiate "
              "l'Asso è la sua carta numerale più alta.",
    "coppe": "Il seme delle coppe; nelle Minchiate, come a denari, l'Asso è la sua carta numerale più alta.",
    "spade": "Il seme delle spade; nelle Minchiate, come a bastoni, il 10 è la sua carta numerale più alta.",
    "bastoni": "Il seme dei bastoni; nelle Minchiate, come a spade, il 10 è la sua carta numerale più alta.",
    "carte": "A Scopa, il punto per chi prende più carte: 21 o più delle 40.",
    "Re": "La figura più alta: a Scopa vale 10, nelle Minchiate vale 5 punti e tre o quattro re fanno una "
          "combinazione.",
    "Cavallo": "Il cavaliere (nelle Minchiate mezzo uomo e mezzo bestia): a Scopa vale 9, nelle Minchiate "
               "viene subito sotto la Regina.",
    "Donna": "La figura più bassa del mazzo da Scopa, che vale 8.",
    "Fante": "La figura più bassa di spade e bastoni nelle Minchiate.",
    "Fantina": "La figura più bassa di coppe e denari nelle Minchiate, dello stesso grado del Fante.",
    "Regina": "La figura delle Minchiate che sta fra il Re e il Cavallo.",
    "versicole": "Le combinazioni delle Minchiate (sequenze di tarocchi, 1-13-28, le decine, 1-40-Matto, tre "
                 "o quattro re), che fanno punti quando si dichiarano e di nuovo alla fine.",
    "resto/resti": "L'unità con cui si saldano le Minchiate: una coppia guadagna un resto ogni 60 punti di "
                   "vantaggio.",
    "Fola": "Nelle Minchiate, le carte avanzate dopo la distribuzione, insieme agli scarti; si scoprono e "
            "non si giocano mai.",
    "Matto": "La carta senza numero delle Minchiate: non è un tarocco, scusa da qualsiasi obbligo, non vince "
             "mai una presa e vale 5 punti.",
    "arie": "I cinque tarocchi più alti delle Minchiate, dal 36 al 40, senza numero sulla carta e da 10 "
            "punti l'uno.",
    "papi": "I tarocchi dall'1 al 5 delle Minchiate; tre o più di fila fanno una combinazione.",
    "decine": "La combinazione delle Minchiate con i tarocchi 10, 20, 30 e 40 (tre di loro o tutti e "
              "quattro).",
    "cartacce": "Tutte le carte di seme tranne i re: nelle Minchiate non valgono niente.",
    "Asso": "L'uno di ogni seme: a Scopa vale 1 (16 nella primiera); nelle Minchiate è la carta numerale più "
            "alta a coppe e denari e la più bassa a spade e bastoni.",
}

# --- Français (plain spaces before « : ; ! ? » and inside guillemets become no-break spaces) ---

_FR_UI: dict[str, str] = {
    "back": "Retour à la partie",
    "contents": "Sommaire",
    "glossary": "Les mots italiens du jeu",
    "glossary.intro": "Les joueurs gardent ces mots italiens dans toutes les langues ; voici ce qu'ils "
                      "veulent dire.",
    "title.scopa": "Scopa : les règles complètes",
    "title.minchiate": "Minchiate : les règles complètes",
}

_FR_SCOPA: dict[str, _Text] = {
    "goal": _t(
        "Le jeu en bref",
        "Ici, la Scopa se joue à deux : vous contre l'ordinateur. Avec une carte de votre main, vous prenez "
        "sur la table soit une carte de même valeur, soit plusieurs cartes dont la somme fait cette valeur. "
        "Chaque donne rapporte des points pour les balayages (les *scope*) et pour quatre primes. La partie "
        "se joue en 11 points.",
    ),
    "deck": _t(
        "Le jeu de cartes",
        "La Scopa se joue avec un jeu italien de 40 cartes en quatre couleurs : *denari* (deniers), *coppe* "
        "(coupes), *spade* (épées) et *bastoni* (bâtons). Chaque couleur compte dix cartes : l'*Asso* (as), "
        "le 2, le 3, le 4, le 5, le 6 et le 7, et trois figures, la *Donna* (dame), le *Cavallo* (cavalier) "
        "et le *Re* (roi).",
        "Sur l'illustration : l'*Asso* de chaque couleur.",
    ),
    "values": _t(
        "La valeur des cartes",
        "Pour prendre, chaque carte vaut :",
        items=(
            "*Asso* : 1",
            "du 2 au 7 : le nombre inscrit sur la carte",
            "*Donna* : 8",
            "*Cavallo* : 9",
            "*Re* : 10",
        ),
        closing=(
            "Les figures sont des cartes comme les autres et entrent dans les sommes : un *Re* peut prendre "
            "ensemble un 8 et un 2.",
            "Sur l'illustration : la *Donna*, le *Cavallo* et le *Re* de coppe.",
        ),
    ),
    "deal": _t(
        "La distribution",
        "Le premier donneur de la partie est tiré au sort ; ensuite, les joueurs donnent à tour de rôle.",
        "Le donneur bat les cartes, en distribue 3 à chaque joueur et en pose 4 face visible sur la table. "
        "Le reste du paquet forme le talon.",
        "Si trois ou quatre des quatre cartes de la table sont des *Re*, comme sur l'illustration, le même "
        "donneur ramasse toutes les cartes, les bat et redistribue, autant de fois qu'il le faut. Deux *Re* "
        "sur la table ne posent aucun problème.",
        "Le joueur qui n'a pas donné joue le premier. Quand les deux mains sont vides, chaque joueur reçoit "
        "3 nouvelles cartes du talon, le non-donneur d'abord ; on n'ajoute plus de cartes sur la table. Une "
        "donne se joue donc en 6 tours de 3 cartes : 36 coups en tout.",
    ),
    "turn": _t(
        "Votre tour",
        "À votre tour, vous jouez n'importe quelle carte de votre main. La suite dépend de la table, dans "
        "cet ordre :",
        items=(
            "Si une ou plusieurs cartes de la table ont la même valeur que la vôtre, vous en prenez "
            "exactement une (au choix). Dans ce cas, vous ne pouvez pas prendre une somme, même s'il y en a "
            "une.",
            "Sinon, si deux cartes ou plus de la table font ensemble la valeur de votre carte, vous prenez "
            "un tel groupe (au choix, s'il y en a plusieurs).",
            "Sinon, votre carte reste sur la table, face visible.",
        ),
        closing=(
            "La prise est obligatoire : une carte qui peut prendre ne peut jamais être simplement posée sur "
            "la table. Votre carte et les cartes prises vont face cachée sur votre tas.",
            "Sur l'illustration : vous jouez le 7 de bastoni sur une table où se trouvent un 7, un 3 et un "
            "4. Vous devez prendre le 7 ; vous ne pouvez pas prendre le 3 et le 4 ensemble.",
        ),
    ),
    "examples": _t(
        "D'autres exemples",
        items=(
            "Sur la table 3, 4, 5 et 2, vous jouez un 7 : vous prenez 3 + 4 ou 5 + 2, au choix, et rien "
            "d'autre.",
            "Sur la table le 7 de coppe et le 7 de denari, vous jouez un 7 : vous choisissez quel 7 prendre. "
            "Le 7 de denari est le *settebello*, qui vaut un point à lui seul.",
            "Sur la table un 8 et un 2, vous jouez un *Re* (illustré) : le *Re* vaut 10, il prend les deux "
            "cartes, vide la table et fait une *scopa*.",
            "Sur la table un 5 seul, vous jouez un 6 : aucune carte égale et aucune somme ne fait 6, donc le "
            "6 est posé sur la table.",
        ),
    ),
    "scopa": _t(
        "La scopa (le balayage)",
        "Quand votre prise emporte toutes les cartes restant sur la table, vous faites une *scopa* : 1 "
        "point. Le mot veut dire « balai » : vous avez balayé la table.",
        "Une exception : le dernier coup de la donne, le 36e, ne compte jamais comme *scopa*, même s'il vide "
        "la table.",
        "Les *scope* (le pluriel) se comptent à chaque donne. Traditionnellement, la carte qui a balayé est "
        "placée face visible dans le tas pour qu'on les compte facilement ; le site en affiche le nombre à "
        "côté de chaque tas.",
        "Sur l'illustration : avec un *Asso*, un 2, un 3 et un 4 sur la table, un *Re* (10) prend les quatre "
        ": c'est une *scopa*, sauf au dernier coup de la donne.",
    ),
    "end": _t(
        "Fin de la donne",
        "La donne se termine quand les deux mains et le talon sont épuisés. Les cartes restées sur la table "
        "vont au joueur qui a fait la dernière prise ; ce n'est pas une *scopa*. Si personne n'a rien pris "
        "de toute la donne, ces cartes ne vont à personne.",
        "On compte ensuite le tas de chaque joueur pour les quatre primes.",
    ),
    "prizes": _t(
        "Les quatre primes",
        "Chaque prime vaut 1 point. En cas d'égalité sur une prime, personne ne la marque.",
        items=(
            "*Carte* : le plus de cartes. Vous la gagnez avec 21 cartes ou plus sur 40 ; à 20 partout, il y "
            "a égalité.",
            "*Denari* : le plus de cartes de denari. Vous la gagnez avec 6 ou plus sur 10 ; à 5 partout, il "
            "y a égalité.",
            "*Settebello* : le 7 de denari (illustré), le « beau sept ». Celui qui l'a dans son tas marque "
            "le point.",
            "*Primiera* : les quatre meilleures cartes, une par couleur, comptées comme expliqué ci-dessous.",
        ),
    ),
    "primiera": _t(
        "La primiera",
        "Chaque joueur prend sa meilleure carte dans chaque couleur et additionne les quatre. Pour la "
        "*primiera*, les cartes ont des valeurs particulières, qui ne sont pas leurs valeurs de prise :",
        items=(
            "7 : 21",
            "6 : 18",
            "*Asso* : 16",
            "5 : 15",
            "4 : 14",
            "3 : 13",
            "2 : 12",
            "*Donna*, *Cavallo* et *Re* : 10",
        ),
        closing=(
            "Sur l'illustration : le 7 de denari, le 6 de coppe, l'*Asso* de spade et le 5 de bastoni font "
            "21 + 18 + 16 + 15 = 70.",
            "Un joueur qui n'a aucune carte dans l'une des couleurs n'a pas de primiera. Si les deux joueurs "
            "en ont une, le total le plus haut gagne le point, et à totaux égaux personne ne le marque. Si "
            "un seul en a une, il gagne le point ; si aucun n'en a, personne ne le marque.",
        ),
    ),
    "match": _t(
        "La partie en 11 points",
        "Votre score pour une donne, ce sont vos *scope* plus les primes gagnées. À la fin de chaque donne, "
        "le site affiche le décompte (cartes, denari, settebello, primiera avec le total de chacun, scope) "
        "et ajoute les points au total de la partie.",
        "Le total n'est examiné qu'à la fin d'une donne : atteindre 11 au milieu d'une donne ne termine "
        "rien. Après une donne, le joueur qui a au moins 11 points et strictement plus que l'autre gagne la "
        "partie.",
        "Si les totaux sont égaux à 11 ou plus, on joue une autre donne, puis une autre, jusqu'à ce qu'un "
        "joueur passe devant. Ainsi, à 11-11 on continue, à 12-11 le joueur à 12 gagne, et à 10-9 on "
        "continue. Les joueurs donnent à tour de rôle pendant toute la partie.",
    ),
    "site": _t(
        "Jouer sur ce site",
        items=(
            "Cliquez sur une carte de votre main pour la jouer. Si elle n'a qu'un seul coup possible, elle "
            "est jouée aussitôt.",
            "Si la carte peut faire plusieurs prises différentes, elle est sélectionnée et les cartes de la "
            "table qu'elle peut prendre sont mises en évidence : cliquez sur une carte de la table qui "
            "n'appartient qu'à une seule des prises, ou choisissez la prise parmi les boutons. Cliquez de "
            "nouveau sur la carte, ou appuyez sur Échap, pour annuler.",
            "Au clavier : Tab passe d'une carte ou d'un bouton à l'autre, Entrée ou Espace joue la carte ou "
            "active le bouton, et les touches 1, 2 et 3 jouent la première, la deuxième ou la troisième "
            "carte de votre main.",
            "Les coups de l'ordinateur, les scope et le décompte de fin de donne s'affichent à l'écran et "
            "sont annoncés aux lecteurs d'écran.",
            "Vous pouvez ouvrir ces règles à tout moment : « Retour à la partie » vous ramène à la table "
            "exactement là où vous l'aviez laissée.",
        ),
    ),
}

_FR_MINCHIATE: dict[str, _Text] = {
    "goal": _t(
        "Le jeu en bref",
        "Les Minchiate sont le jeu de tarot florentin : 97 cartes et quatre joueurs en deux équipes fixes. "
        "Vous (Sud) et votre partenaire assis en face (Nord) jouez contre Est et Ouest ; l'ordinateur tient "
        "les trois autres places.",
        "On joue une seule donne. Les équipes gagnent des points en volant des cartes, en montrant des "
        "combinaisons et surtout en remportant des plis. L'écart de points entre les équipes se convertit en "
        "unités de règlement appelées *resti* (un *resto*, des *resti*) : une pour chaque tranche de 60 "
        "points d'avance. L'équipe qui a le plus de *resti* à la fin gagne ; à nombre égal, la partie est "
        "nulle.",
    ),
    "table": _t(
        "Places et sens du jeu",
        "On joue dans le sens inverse des aiguilles d'une montre : le tour passe toujours au joueur de "
        "droite. Depuis votre place, l'ordre est : vous, Est, votre partenaire Nord, Ouest, puis de nouveau "
        "vous.",
        "Vu du donneur : le joueur à sa droite reçoit les cartes en premier et entame le premier pli, le "
        "partenaire du donneur est assis en face de lui, et le joueur à sa gauche coupe le paquet.",
    ),
    "deck": _t(
        "Les cartes",
        "Le jeu compte 97 cartes : 56 cartes de couleur, 40 atouts et le *Matto*.",
        "Les quatre couleurs sont *coppe* (coupes), *denari* (deniers), *spade* (épées) et *bastoni* "
        "(bâtons). Chacune a les cartes numérales de l'*Asso* au 10 et quatre figures : le *Fante* (un page) "
        "à spade et à bastoni, ou la *Fantina* (une servante) à coppe et à denari, le *Cavallo* (un cavalier "
        "dessiné mi-homme, mi-bête), la *Regina* (reine) et le *Re* (roi). *Fante* et *Fantina* ont le même "
        "rang.",
        "Toutes les cartes de couleur sauf les *Re* sont des *cartacce* : elles ne valent aucun point.",
        "Sur l'illustration : la *Fantina* de denari, le *Fante* de spade, puis le *Cavallo*, la *Regina* et "
        "le *Re* de coppe.",
    ),
    "trumps": _t(
        "Les atouts et le Matto",
        "Les 40 atouts sont numérotés de 1 à 40 et battent toutes les cartes de couleur ; entre atouts, le "
        "plus fort numéro l'emporte. Les atouts 1 à 5 sont les *papi*. Les cinq plus forts, de 36 à 40 "
        "(*La Stella*, *La Luna*, *Il Sole*, *Il Mondo* et *Le Trombe* : l'étoile, la lune, le soleil, le "
        "monde et les trompettes), ne portent pas de numéro : ce sont les *arie*, et *Le Trombe* (40) est la "
        "carte la plus forte de toutes.",
        "Le *Matto* (le Fou) n'est pas un atout et n'a pas de rang : il ne remporte jamais de pli, mais il "
        "dispense son propriétaire de fournir (voir plus bas).",
    ),
    "points": _t(
        "Ce que valent les cartes",
        items=(
            "Les *arie*, atouts 36 à 40 : 10 points chacun.",
            "Les atouts 1, 10, 13, 20 et 28, les atouts 30 à 35, le *Matto* et les quatre *Re* : 5 points "
            "chacun.",
            "Les atouts 2, 3, 4 et 5 : 3 points chacun.",
            "Toutes les autres cartes : 0 point. L'atout 29 ne vaut rien seul, mais 5 dans une combinaison "
            "(voir *versicole*).",
        ),
        closing=("Les 25 cartes qui rapportent des points sont les cartes de compte ; ensemble, elles valent "
                 "142 points.",),
    ),
    "setup": _t(
        "Avant le jeu : ce que le site fait pour vous",
        "La coupe, la distribution et les vols se font automatiquement, dans l'ordre traditionnel :",
        items=(
            "Le donneur est tiré au sort. Le joueur à sa gauche coupe le paquet.",
            "Le coupeur vole : en partant de la carte du dessous de la partie qu'il a soulevée, il prend les "
            "cartes une à une tant que chacune est une carte de compte ou un atout au-dessus de 20, jusqu'à "
            "13 cartes. La première carte qui n'est ni l'un ni l'autre l'arrête. Les cartes volées sont "
            "montrées à tous, et les cartes de compte parmi elles rapportent aussitôt leurs points à son "
            "équipe.",
            "En commençant par le joueur à droite du donneur et dans le sens inverse des aiguilles d'une "
            "montre, chacun reçoit un paquet de 10 cartes, puis un de 11 : 21 cartes chacun.",
            "La 21e carte de chaque joueur est retournée, visible de tous, et reste dans sa main ; si c'est "
            "une carte de compte, elle rapporte aussitôt ses points à son équipe.",
            "Les cartes restantes (13 moins le nombre de cartes volées par le coupeur, donc parfois aucune) "
            "forment la *Fola*. Le donneur y vole par le dessus de la même façon, et les cartes de compte "
            "volées rapportent aussitôt. Puis il prend dans la *Fola* toutes les cartes de compte restantes "
            "et l'atout 29, où qu'ils soient ; ceux-là ne rapportent rien pour l'instant. Les cartes volées "
            "et prises sont montrées à tous.",
        ),
        closing=(
            "Sur l'illustration : si la coupe montre le *Re* de coppe, l'atout 23 et l'atout 29, puis le 5 "
            "de coppe, le coupeur vole les trois premières cartes, marque 5 pour le *Re* et s'arrête au 5.",
        ),
    ),
    "discard": _t(
        "L'écart pour revenir à 21",
        "Celui qui a volé ou pris des cartes en a maintenant plus de 21 et doit écarter pour revenir à 21 : "
        "d'abord le coupeur, autant de cartes qu'il en a volé, puis le donneur, autant qu'il en a volé et "
        "pris. Quand vous êtes coupeur ou donneur, c'est vous qui choisissez votre écart.",
        "On ne peut écarter que des cartes qui valent 0 point, et jamais l'atout 29 (illustré) : les *Re*, "
        "le *Matto* et tous les atouts qui comptent restent en main. On peut écarter une carte qu'on vient "
        "de voler, et on peut se défaire de toute une couleur.",
        "L'écart est posé face cachée sur la *Fola*.",
    ),
    "versicole": _t(
        "Les combinaisons (versicole)",
        "Certains groupes d'atouts et de rois comptent comme combinaisons, les *versicole* :",
        items=(
            "Les suites d'au moins trois atouts consécutifs entre 1 et 5 (les *papi*) ou entre 28 et 40. Des "
            "suites qui se touchent n'en font qu'une : 28-29-30 avec 31-32-33 forment la seule suite de 28 à "
            "33. Une suite ne passe jamais d'une zone à l'autre.",
            "1-13-28 : les atouts 1, 13 et 28, qui valent 15.",
            "Les *decine* : les atouts 10, 20 et 30 (15) ou 20, 30 et 40 (20) ; les quatre ensemble forment "
            "une seule combinaison de 25.",
            "*1-40-Matto* : les atouts 1 et 40 avec le *Matto*, qui valent 20.",
            "Trois *Re* (15) ou les quatre (20).",
        ),
        closing=(
            "Une combinaison vaut la somme des points de ses cartes, l'atout 29 y comptant pour 5 : la suite "
            "1-2-3 vaut 5 + 3 + 3 = 11, et la suite de 28 à 40 vaut 90.",
            "Le *Matto* ajoute 5 à chaque autre combinaison tenue avec lui (pas à *1-40-Matto*, où il compte "
            "déjà). Il ne comble jamais un trou dans une suite.",
            "Une même carte peut compter dans des combinaisons de types différents : l'atout 1, par exemple, "
            "dans une suite de *papi*, dans 1-13-28 et dans *1-40-Matto*.",
        ),
    ),
    "declare": _t(
        "Annoncer les versicole",
        "Avant que la première carte soit jouée, chaque joueur à son tour, en commençant par celui à droite "
        "du donneur, peut annoncer les combinaisons de ses 21 cartes (après l'écart). Une combinaison "
        "annoncée rapporte aussitôt à l'équipe, mais ses cartes sont montrées à tous, ainsi que le *Matto* "
        "si l'on y ajoute son bonus.",
        "L'annonce se décide combinaison par combinaison : vous pouvez en annoncer certaines et en garder "
        "d'autres cachées. Une combinaison s'annonce entière ou pas du tout (une suite de 28 à 31 ne peut "
        "pas être annoncée comme 28-29-30). Une combinaison cachée ne rapporte rien pour l'instant, mais "
        "elle peut encore compter à la fin si votre équipe remporte ces cartes.",
        "Après les annonces, toute la *Fola*, cartes restantes et écarts compris, est retournée face "
        "visible. Elle reste en vue mais ne participe ni aux plis ni au score.",
        "Sur l'illustration : les atouts 1 et 40 avec le *Matto*, la combinaison *1-40-Matto*.",
    ),
    "tricks": _t(
        "Les plis",
        "Les mains se jouent en 21 plis. Le joueur à droite du donneur entame le premier pli ; le gagnant de "
        "chaque pli entame le suivant.",
        items=(
            "Il faut fournir : jouez une carte de la couleur demandée si vous le pouvez. Quand on entame "
            "atout, jouez atout.",
            "Si une couleur est demandée et que vous n'en avez pas, vous devez couper avec un atout ; vous "
            "n'êtes pas obligé de surcouper les atouts déjà joués.",
            "Si vous n'avez ni l'un ni l'autre, jouez n'importe quelle carte.",
            "Le *Matto* peut être joué à la place à tout moment, avec une seule exception (voir la règle des "
            "rois).",
        ),
        closing=(
            "L'atout le plus fort du pli le remporte. S'il n'y a pas d'atout, la carte la plus forte de la "
            "couleur demandée l'emporte ; une carte d'une autre couleur ne gagne jamais.",
        ),
    ),
    "ranking": _t(
        "L'ordre des cartes",
        items=(
            "Atouts : le 40 est le plus fort, et ainsi de suite jusqu'au 1.",
            "Figures : *Re*, puis *Regina*, puis *Cavallo*, puis *Fante* ou *Fantina* ; toutes battent les "
            "cartes numérales.",
            "À *coppe* et à *denari*, l'*Asso* est la plus forte carte numérale et le 10 la plus faible.",
            "À *spade* et à *bastoni*, c'est l'inverse : le 10 est la plus forte et l'*Asso* la plus faible.",
        ),
        closing=(
            "Sur l'illustration, de la plus forte à la plus faible : *Re*, *Regina*, *Cavallo* et *Fantina* "
            "de coppe, puis l'*Asso* et, tout en dernier, le 10.",
            "Exemples : dans un pli à denari avec le 10, le 2, l'*Asso* et la *Fantina*, la *Fantina* "
            "l'emporte. Dans un pli à spade avec l'*Asso*, le 10, le 9 et le 2, c'est le 10 qui l'emporte.",
        ),
    ),
    "kings": _t(
        "La règle des rois",
        "La première fois qu'une couleur est entamée dans la donne, dès que quelqu'un a coupé ce pli avec un "
        "atout, tout joueur suivant qui détient le *Re* de cette couleur doit le jouer, même à la place du "
        "*Matto*.",
        "Peu importe qui a coupé, même votre partenaire. La règle ne s'applique pas quand la même couleur "
        "est entamée de nouveau plus tard, tant que personne n'a coupé, ni quand on entame atout, et elle "
        "n'oblige jamais le joueur qui a entamé.",
        "Sur l'illustration : au premier pli à coppe, Ouest entame le 7, vous n'avez pas de coppe et coupez "
        "avec l'atout 6, et Est, qui détient le *Re* de coppe, doit le jouer. Si votre atout remporte le "
        "pli, votre équipe marque aussitôt les 5 points du *Re*.",
    ),
    "matto": _t(
        "Le Matto",
        "Le *Matto* dispense son propriétaire de toute obligation : il peut être joué dans n'importe quel "
        "pli, à tout moment, au lieu de fournir ou de couper, sauf quand la règle des rois s'applique. S'il "
        "est entamé, la carte jouée juste après fixe la couleur à suivre, et celui qui la joue peut jouer "
        "n'importe quelle carte.",
        "Le *Matto* ne remporte jamais de pli et retourne toujours dans le tas de l'équipe de son "
        "propriétaire, quel que soit le gagnant du pli.",
        "S'il a été joué dans un pli remporté par les adversaires, l'équipe de son propriétaire le paie à la "
        "fin : elle donne aux adversaires sa carte la plus faible (une carte sans valeur si elle en a une). "
        "Si cette équipe n'a remporté aucun pli, elle donne le *Matto* lui-même. Ce paiement n'est pas une "
        "prise et ne rapporte rien sur le moment.",
    ),
    "during": _t(
        "Les points pendant le jeu",
        "Les points se marquent dès qu'ils sont gagnés, pas seulement à la fin. Avant le jeu, les cartes de "
        "compte volées par le coupeur et par le donneur, les 21es cartes retournées et les combinaisons "
        "annoncées rapportent aussitôt.",
        "Pendant le jeu, l'équipe qui remporte un pli marque aussitôt les points des cartes que les "
        "adversaires y ont jouées. Les cartes jouées par l'équipe gagnante elle-même ne rapportent rien sur "
        "le moment, et l'atout 29 rapporte 0.",
        "Sur l'illustration : Ouest joue l'atout 2, vous gagnez avec l'atout 40, Est joue l'atout 35 et "
        "votre partenaire le *Re* de denari : votre équipe marque aussitôt 3 + 5 = 8.",
        "Toutes les cartes prises sont comptées de nouveau à la fin, qu'elles aient rapporté ou non au "
        "moment de la prise.",
    ),
    "resti": _t(
        "Les resti",
        "Le site tient l'écart de points entre les équipes. Dès qu'une équipe mène de 60 points ou plus, "
        "elle reçoit un *resto* et l'écart diminue de 60 ; on recommence tant que l'avance est encore d'au "
        "moins 60. Une avance d'exactement 60 rapporte un *resto*.",
        "Un *resto* payé n'est jamais repris. Par exemple, avec une avance de 59, les adversaires marquent "
        "30 (votre avance tombe à 29), puis votre équipe marque 31 : l'avance atteint 60, votre équipe "
        "reçoit un *resto* et l'écart revient à 0.",
    ),
    "end": _t(
        "Fin de la donne",
        "Après le 21e pli, et une fois le *Matto* payé s'il le faut, chaque équipe compte son tas :",
        items=(
            "les points de toutes les cartes du tas, comptés de nouveau, y compris les cartes jouées par "
            "l'équipe elle-même ;",
            "toutes les combinaisons formées par les cartes du tas, annoncées ou non, avec 5 points de plus "
            "pour chacune si le *Matto* est dans le tas ;",
            "1 point par carte au-delà de 42 ;",
            "10 points pour le dernier pli.",
        ),
        closing=(
            "Ces points de fin s'ajoutent d'un coup à l'écart, et l'avance qui reste est arrondie au *resto* "
            "supérieur : une avance de 1 à 60 points donne 1 *resto*, de 61 à 120 en donne 2, de 121 à 180 "
            "en donne 3, et ainsi de suite ; sans avance, rien.",
            "Enfin, on compare les *resti* des deux équipes, ceux du jeu et ceux de la fin : si votre équipe "
            "en a plus, vous gagnez de la différence ; si elle en a moins, vous perdez ; à égalité, la "
            "partie est nulle. Le site affiche tout le décompte.",
        ),
    ),
    "site": _t(
        "Jouer sur ce site",
        items=(
            "La coupe, la distribution, les vols et les coups des joueurs de l'ordinateur se font tout "
            "seuls. Vous choisissez votre écart (quand vous êtes coupeur ou donneur), vos annonces et vos "
            "cartes.",
            "L'écart : cliquez sur les cartes à écarter, puis appuyez sur le bouton pour les écarter. Une "
            "carte qu'on ne peut pas écarter indique pourquoi.",
            "Les annonces : chaque combinaison de votre main est affichée avec sa valeur ; sélectionnez "
            "celles à annoncer, puis confirmez, ou n'annoncez rien.",
            "Le jeu : les cartes que vous pouvez jouer sont mises en évidence ; cliquez sur l'une d'elles, "
            "ou atteignez-la avec Tab et appuyez sur Entrée. Une carte que vous ne pouvez pas jouer indique "
            "pourquoi.",
            "L'écart de points, les *resti*, les cartes montrées, la *Fola* et le journal de tout ce qui "
            "s'est passé restent à l'écran. Échap ou le bouton pour passer les animations accélère le jeu.",
            "Vous pouvez ouvrir ces règles à tout moment : « Retour à la partie » vous ramène à la table "
            "exactement là où vous l'aviez laissée.",
        ),
        closing=(
            "Certains usages traditionnels ne sont pas appliqués ici : les pénalités (pour une équipe sans "
            "pli, pour les maldonnes ou les renonces), le fait d'abattre une main sans atout, les anciens "
            "multiplicateurs des combinaisons et les variantes à deux ou trois joueurs.",
        ),
    ),
}

_FR_GLOSSARY: dict[str, str] = {
    "scopa": "Prise qui vide la table et vaut 1 point ; le mot veut dire « balai » et donne son nom au jeu.",
    "settebello": "Le « beau sept », le 7 de denari : à la Scopa, celui qui le prend gagne 1 point.",
    "primiera": "À la Scopa, la prime des quatre meilleures cartes, une par couleur, comptées avec des "
                "valeurs propres (7 = 21, 6 = 18, Asso = 16, etc.).",
    "denari": "Les deniers, l'une des quatre couleurs ; à la Scopa, en prendre le plus rapporte une prime, "
              "et aux Minchiate l'Asso en est la plus forte carte numérale.",
    "coppe": "Les coupes, l'une des quatre couleurs ; aux Minchiate, comme à denari, l'Asso en est la plus "
             "forte carte numérale.",
    "spade": "Les épées, l'une des quatre couleurs ; aux Minchiate, comme à bastoni, le 10 en est la plus "
             "forte carte numérale.",
    "bastoni": "Les bâtons (des gourdins de bois), l'une des quatre couleurs ; aux Minchiate, comme à spade, "
               "le 10 en est la plus forte carte numérale.",
    "carte": "« Cartes » : à la Scopa, la prime de celui qui prend le plus de cartes, 21 ou plus sur 40.",
    "Re": "Le roi, la plus haute figure : il vaut 10 à la Scopa ; aux Minchiate il vaut 5 points, et trois "
          "ou quatre rois forment une combinaison.",
    "Cavallo": "Le cavalier (mi-homme, mi-bête aux Minchiate) : il vaut 9 à la Scopa et, aux Minchiate, se "
               "place juste sous la Regina.",
    "Donna": "La dame, la plus basse figure du jeu de Scopa, qui vaut 8.",
    "Fante": "Le page, la plus basse figure de spade et de bastoni aux Minchiate.",
    "Fantina": "La servante, la plus basse figure de coppe et de denari aux Minchiate, de même rang que le "
               "Fante.",
    "Regina": "La reine, la figure des Minchiate placée entre le Re et le Cavallo.",
    "versicole": "Les combinaisons des Minchiate (suites d'atouts, 1-13-28, les decine, 1-40-Matto, trois ou "
                 "quatre rois), qui rapportent à l'annonce et de nouveau à la fin.",
    "resto/resti": "L'unité de règlement des Minchiate : une équipe gagne un resto par tranche de 60 points "
                   "d'avance.",
    "Fola": "Aux Minchiate, les cartes restées après la distribution, avec les écarts ; elles sont "
            "retournées et ne sont jamais jouées.",
    "Matto": "Le Fou des Minchiate : ce n'est pas un atout ; il dispense de toute obligation, ne remporte "
             "jamais de pli et vaut 5 points.",
    "arie": "Les cinq plus forts atouts des Minchiate, de 36 à 40, sans numéro sur la carte, qui valent "
            "10 points chacun.",
    "papi": "Les atouts 1 à 5 des Minchiate ; trois ou plus à la suite forment une combinaison.",
    "decine": "La combinaison des Minchiate formée des atouts 10, 20, 30 et 40 (trois d'entre eux ou les "
              "quatre).",
    "cartacce": "Toutes les cartes de couleur sauf les rois : aux Minchiate, elles ne valent rien.",
    "Asso": "L'as : il vaut 1 à la Scopa (16 dans la primiera) ; aux Minchiate, c'est la plus forte carte "
            "numérale à coppe et à denari et la plus faible à spade et à bastoni.",
}

# --- Dansk ----------------------------------------------------------------------------------

_DA_UI: dict[str, str] = {
    "back": "Tilbage til spillet",
    "contents": "Indhold",
    "glossary": "Italienske spilleord",
    "glossary.intro": "Spillerne bruger disse italienske ord på alle sprog; her er, hvad de betyder.",
    "title.scopa": "Scopa: de fulde regler",
    "title.minchiate": "Minchiate: de fulde regler",
}

_DA_SCOPA: dict[str, _Text] = {
    "goal": _t(
        "Kort fortalt",
        "Her spilles Scopa af to: dig mod computeren. Med et kort fra hånden tager du kort fra bordet, enten "
        "ét kort med samme værdi eller flere kort, der tilsammen giver den værdi. Hvert giv giver point for "
        "fejninger (*scope*) og for fire præmier. Kampen går til 11 point.",
    ),
    "deck": _t(
        "Kortene",
        "Scopa spilles med et italiensk spil kort på 40 kort i fire kulører: *denari* (mønter), *coppe* "
        "(bægre), *spade* (sværd) og *bastoni* (stave). Hver kulør har ti kort: *Asso* (es), 2, 3, 4, 5, 6 "
        "og 7 samt tre billedkort, *Donna* (dame), *Cavallo* (rytter) og *Re* (konge).",
        "På billedet: hver kulørs *Asso*.",
    ),
    "values": _t(
        "Kortenes værdi",
        "Når du tager kort, tæller hvert kort således:",
        items=(
            "*Asso*: 1",
            "2 til 7: tallet på kortet",
            "*Donna*: 8",
            "*Cavallo*: 9",
            "*Re*: 10",
        ),
        closing=(
            "Billedkort er kort som alle andre: deres værdi indgår i summer, så en *Re* kan tage en 8'er og "
            "en 2'er på én gang.",
            "På billedet: *Donna*, *Cavallo* og *Re* i coppe.",
        ),
    ),
    "deal": _t(
        "Kortgivning",
        "Der trækkes lod om kampens første giver; derefter giver spillerne skiftevis efter hvert giv.",
        "Giveren blander, giver 3 kort til hver spiller og lægger 4 kort med forsiden opad på bordet. Resten "
        "af kortene er talonen.",
        "Hvis tre eller fire af de fire kort på bordet er *Re*, som på billedet, samler samme giver alle "
        "kortene sammen, blander og giver igen, så mange gange som nødvendigt. To *Re* på bordet er i orden.",
        "Den spiller, der ikke gav, spiller først. Når begge hænder er tomme, får hver spiller 3 nye kort "
        "fra talonen, ikke-giveren først; der kommer ikke flere kort på bordet. Et giv spilles altså i 6 "
        "runder med 3 kort hver: 36 træk i alt.",
    ),
    "turn": _t(
        "Din tur",
        "Når det er din tur, spiller du et vilkårligt kort fra hånden. Hvad der så sker, afhænger af bordet, "
        "i denne rækkefølge:",
        items=(
            "Har et eller flere kort på bordet samme værdi som dit kort, tager du præcis ét af dem (du "
            "vælger hvilket). I så fald må du ikke tage en sum, selv om der er en.",
            "Ellers: giver to eller flere kort på bordet tilsammen dit korts værdi, tager du én sådan gruppe "
            "(du vælger hvilken, hvis der er flere).",
            "Ellers bliver dit kort liggende på bordet med forsiden opad.",
        ),
        closing=(
            "Det er tvunget at tage: et kort, der kan tage noget, må aldrig bare lægges på bordet. Dit kort "
            "og de kort, det tager, lægges med bagsiden opad i din bunke.",
            "På billedet: du spiller 7'eren i bastoni på et bord med en 7'er, en 3'er og en 4'er. Du skal "
            "tage 7'eren; du må ikke tage 3'eren og 4'eren sammen.",
        ),
    ),
    "examples": _t(
        "Flere eksempler",
        items=(
            "Bordet har 3, 4, 5 og 2, og du spiller en 7'er: du tager enten 3 + 4 eller 5 + 2, som du vil, "
            "og intet andet.",
            "Bordet har 7'eren i coppe og 7'eren i denari, og du spiller en 7'er: du vælger selv, hvilken "
            "7'er du tager. 7'eren i denari er *settebello*, der giver et point for sig selv.",
            "Bordet har en 8'er og en 2'er, og du spiller en *Re* (på billedet): *Re* tæller 10, tager begge "
            "kort, rydder bordet og giver en *scopa*.",
            "Bordet har kun en 5'er, og du spiller en 6'er: intet kort er magen til, og ingen sum giver 6, "
            "så 6'eren lægges på bordet.",
        ),
    ),
    "scopa": _t(
        "Scopa (fejning)",
        "Når du tager alle de kort, der er tilbage på bordet, får du en *scopa*: 1 point. Ordet betyder "
        "»kost«: du har fejet bordet rent.",
        "Der er én undtagelse: givets sidste træk, det 36., giver aldrig *scopa*, heller ikke når det rydder "
        "bordet.",
        "*Scope* (flertal) tælles for hvert giv. Traditionelt lægges det fejende kort med forsiden opad i "
        "bunken, så de er nemme at tælle; siden viser antallet ved hver bunke.",
        "På billedet: med en *Asso*, en 2'er, en 3'er og en 4'er på bordet tager en *Re* (10) alle fire: en "
        "*scopa*, medmindre det er givets sidste træk.",
    ),
    "end": _t(
        "Når givet er slut",
        "Givet slutter, når begge hænder og talonen er tomme. Kort, der stadig ligger på bordet, går til den "
        "spiller, der sidst tog kort; det tæller ikke som *scopa*. Har ingen taget noget i hele givet, går "
        "kortene ikke til nogen.",
        "Derefter tælles hver spillers bunke for de fire præmier.",
    ),
    "prizes": _t(
        "De fire præmier",
        "Hver præmie giver 1 point. Står spillerne lige om en præmie, får ingen den.",
        items=(
            "*Carte*: flest kort. Du vinder den med 21 eller flere af de 40 kort; 20 hver er uafgjort.",
            "*Denari*: flest kort i denari. Du vinder den med 6 eller flere af de 10; 5 hver er uafgjort.",
            "*Settebello*: 7'eren i denari (på billedet), »den smukke syver«. Den, der har den i sin bunke, "
            "får pointet.",
            "*Primiera*: de fire bedste kort, ét i hver kulør, talt som forklaret nedenfor.",
        ),
    ),
    "primiera": _t(
        "Primiera",
        "Hver spiller tager sit bedste kort i hver kulør og lægger de fire sammen. I *primiera* har kortene "
        "deres egne værdier, som ikke er de værdier, de har, når man tager kort:",
        items=(
            "7: 21",
            "6: 18",
            "*Asso*: 16",
            "5: 15",
            "4: 14",
            "3: 13",
            "2: 12",
            "*Donna*, *Cavallo* og *Re*: 10",
        ),
        closing=(
            "På billedet: 7'eren i denari, 6'eren i coppe, *Asso* i spade og 5'eren i bastoni giver "
            "21 + 18 + 16 + 15 = 70.",
            "En spiller uden et eneste kort i en af kulørerne har ingen primiera. Har begge spillere en, "
            "vinder den højeste sum pointet, og lige summer er uafgjort. Har kun den ene en, vinder "
            "vedkommende pointet; har ingen af dem en, får ingen det.",
        ),
    ),
    "match": _t(
        "Kampen til 11",
        "Dine point for et giv er dine *scope* plus de præmier, du vandt. Efter hvert giv viser siden "
        "regnskabet (kort, denari, settebello, primiera med hver spillers sum og scope) og lægger pointene "
        "til kampens stilling.",
        "Stillingen gøres kun op, når et giv er slut: at nå 11 midt i et giv afgør ingenting. Efter et giv "
        "vinder en spiller med mindst 11 point og flere point end den anden kampen.",
        "Står spillerne lige på 11 eller mere, spilles endnu et giv, og endnu et, indtil én fører. Ved 11-11 "
        "fortsætter kampen altså, ved 12-11 vinder den med 12, og ved 10-9 fortsætter den. Spillerne giver "
        "skiftevis kampen igennem.",
    ),
    "site": _t(
        "Sådan spiller du her på siden",
        items=(
            "Klik på et kort på hånden for at spille det. Har det kun ét muligt træk, spilles det straks.",
            "Kan kortet tage på flere forskellige måder, bliver det markeret, og de bordkort, det kan tage, "
            "fremhæves: klik på et bordkort, der kun hører til én af mulighederne, eller vælg blandt "
            "knapperne. Klik på kortet igen, eller tryk Esc, for at fortryde.",
            "Med tastaturet: Tab flytter mellem dine kort og knapperne, Enter eller mellemrum spiller kortet "
            "eller trykker på knappen, og tasterne 1, 2 og 3 spiller det første, andet eller tredje kort på "
            "hånden.",
            "Computerens træk, fejningerne og regnskabet efter hvert giv vises på skærmen og læses op af "
            "skærmlæsere.",
            "Du kan åbne reglerne når som helst: »Tilbage til spillet« bringer dig tilbage til bordet, "
            "præcis som du forlod det.",
        ),
    ),
}

_DA_MINCHIATE: dict[str, _Text] = {
    "goal": _t(
        "Kort fortalt",
        "Minchiate er det florentinske tarokspil: 97 kort og fire spillere i to faste makkerpar. Du (Syd) og "
        "din makker over for dig (Nord) spiller mod Øst og Vest; computeren spiller de tre andre pladser.",
        "Der spilles ét giv. Parrene vinder point ved at stjæle kort, ved at vise kombinationer og frem for "
        "alt ved at vinde stik. Forskellen i point mellem parrene omregnes til afregningsenheder kaldet "
        "*resti* (én *resto*, flere *resti*): én for hver 60 points forspring. Det par, der har flest "
        "*resti* til sidst, vinder; har de lige mange, er spillet uafgjort.",
    ),
    "table": _t(
        "Pladser og spilleorden",
        "Der spilles mod uret: turen går altid videre til spilleren til højre. Fra din plads er rækkefølgen "
        "dig, Øst, din makker Nord, Vest og så dig igen.",
        "Set fra giveren: spilleren til højre for giveren får kort først og spiller ud til første stik, "
        "giverens makker sidder over for giveren, og spilleren til venstre for giveren tager af.",
    ),
    "deck": _t(
        "Kortene",
        "Spillet har 97 kort: 56 kulørkort, 40 trumfer og *Matto*.",
        "De fire kulører er *coppe* (bægre), *denari* (mønter), *spade* (sværd) og *bastoni* (stave). Hver "
        "har talkortene fra *Asso* til 10 og fire billedkort: *Fante* (en page) i spade og bastoni eller "
        "*Fantina* (en tjenestepige) i coppe og denari, *Cavallo* (en rytter, tegnet som halvt menneske, "
        "halvt dyr), *Regina* (dronning) og *Re* (konge). *Fante* og *Fantina* har samme rang.",
        "Alle kulørkort undtagen *Re* hører til *cartacce*: de er ingen point værd.",
        "På billedet: *Fantina* i denari, *Fante* i spade og derefter *Cavallo*, *Regina* og *Re* i coppe.",
    ),
    "trumps": _t(
        "Trumferne og Matto",
        "De 40 trumfer er nummereret fra 1 til 40 og slår alle kulørkort; mellem trumfer vinder det højeste "
        "nummer. Trumf 1 til 5 er *papi*. De fem højeste, 36 til 40 (*La Stella*, *La Luna*, *Il Sole*, *Il "
        "Mondo* og *Le Trombe*: stjernen, månen, solen, verden og basunerne), har intet nummer på kortet: de "
        "er *arie*, og *Le Trombe* (40) er det højeste kort af alle.",
        "*Matto* (narren) er ikke en trumf og har ingen rang: den vinder aldrig et stik, men fritager sin "
        "ejer for at bekende kulør (se nedenfor).",
    ),
    "points": _t(
        "Hvad kortene er værd",
        items=(
            "Trumf 36 til 40, *arie*: 10 point hver.",
            "Trumf 1, 10, 13, 20 og 28, trumf 30 til 35, *Matto* og de fire *Re*: 5 point hver.",
            "Trumf 2, 3, 4 og 5: 3 point hver.",
            "Alle andre kort: 0 point. Trumf 29 er intet værd alene, men 5 i en kombination (se "
            "*versicole*).",
        ),
        closing=("De 25 kort, der giver point, er tællekortene; tilsammen er de 142 point værd.",),
    ),
    "setup": _t(
        "Før spillet: det, siden gør for dig",
        "Afløftning, kortgivning og tyverier sker automatisk, i den traditionelle rækkefølge:",
        items=(
            "En giver vælges tilfældigt. Spilleren til venstre for giveren tager af.",
            "Den, der tager af, stjæler: fra det nederste kort i den løftede del tager vedkommende kortene "
            "ét ad gangen, så længe hvert kort er et tællekort eller en trumf over 20, dog højst 13 kort. "
            "Det første kort, der ikke er det, stopper tyveriet. De stjålne kort vises for alle, og "
            "tællekortene blandt dem giver straks point til vedkommendes par.",
            "Begyndende med spilleren til højre for giveren og mod uret får hver spiller først en portion på "
            "10 kort og derefter en på 11: 21 kort hver.",
            "Hver spillers 21. kort vendes, så alle kan se det, og bliver på spillerens hånd; er det et "
            "tællekort, giver det straks point til spillerens par.",
            "De overskydende kort (13 minus det antal, der blev stjålet ved afløftningen, altså måske ingen) "
            "er *Fola*. Giveren stjæler fra toppen af den på samme måde, og de stjålne tællekort giver "
            "straks point. Derefter tager giveren alle resterende tællekort og trumf 29 fra *Fola*, uanset "
            "hvor de ligger; de giver ingen point nu. De stjålne og tagne kort vises for alle.",
        ),
        closing=(
            "På billedet: viser afløftningen *Re* i coppe, trumf 23 og trumf 29 og derefter 5'eren i coppe, "
            "stjæler den, der tog af, de tre første kort, får 5 point for *Re* og stopper ved 5'eren.",
        ),
    ),
    "discard": _t(
        "Aflægning til 21",
        "Den, der har stjålet eller taget kort, har nu mere end 21 og skal lægge kort fra, til der er 21 "
        "igen: først den, der tog af, lige så mange kort, som der blev stjålet, derefter giveren, lige så "
        "mange, som der blev stjålet og taget. Når du selv tog af eller gav, vælger du, hvad du lægger fra.",
        "Der må kun lægges kort fra, der er 0 point værd, og aldrig trumf 29 (på billedet): *Re*, *Matto* og "
        "alle trumfer, der tæller, bliver på hånden. Et netop stjålet kort må gerne lægges fra, og du må "
        "gerne gøre dig renonce i en kulør.",
        "De aflagte kort lægges med bagsiden opad på *Fola*.",
    ),
    "versicole": _t(
        "Kombinationer (versicole)",
        "Visse grupper af trumfer og konger tæller som kombinationer, *versicole*:",
        items=(
            "Sekvenser på mindst tre trumfer i træk inden for 1 til 5 (*papi*) eller inden for 28 til 40. "
            "Sekvenser, der støder op til hinanden, smelter sammen: 28-29-30 sammen med 31-32-33 er én "
            "sekvens fra 28 til 33. En sekvens går aldrig fra det ene område til det andet.",
            "1-13-28: trumf 1, 13 og 28, værd 15.",
            "*Decine*: trumf 10, 20 og 30 (værd 15) eller 20, 30 og 40 (værd 20); alle fire sammen udgør én "
            "kombination værd 25.",
            "*1-40-Matto*: trumf 1 og 40 med *Matto*, værd 20.",
            "Tre *Re* (15) eller alle fire (20).",
        ),
        closing=(
            "En kombination er værd summen af sine korts point, og i en kombination tæller trumf 29 som 5: "
            "sekvensen 1-2-3 er værd 5 + 3 + 3 = 11, og sekvensen fra 28 til 40 er værd 90.",
            "*Matto* lægger 5 til hver anden kombination, den holdes sammen med (ikke til *1-40-Matto*, hvor "
            "den allerede tæller med). Den udfylder aldrig et hul i en sekvens.",
            "Det samme kort kan tælle med i kombinationer af forskellig slags: trumf 1 for eksempel i en "
            "sekvens af *papi*, i 1-13-28 og i *1-40-Matto*.",
        ),
    ),
    "declare": _t(
        "Melding af versicole",
        "Før det første kort spilles, kan hver spiller efter tur, begyndende til højre for giveren, melde "
        "kombinationerne blandt sine 21 kort (efter aflægningen). En meldt kombination giver straks point "
        "til parret, men dens kort vises for alle, og det samme gælder *Matto*, hvis dens bonus lægges til.",
        "Man vælger kombination for kombination: du kan melde nogle og holde andre skjult. En kombination "
        "meldes hel eller slet ikke (en sekvens fra 28 til 31 kan ikke meldes som 28-29-30). En skjult "
        "kombination giver ingen point nu, men kan stadig tælle til sidst, hvis dit par ender med de kort.",
        "Efter meldingerne vendes hele *Fola*, de overskydende kort og alle aflagte kort, med forsiden opad. "
        "Den bliver liggende synligt, men indgår hverken i stikkene eller i pointtællingen.",
        "På billedet: trumf 1 og 40 med *Matto*, kombinationen *1-40-Matto*.",
    ),
    "tricks": _t(
        "Stik",
        "Hænderne spilles ud i 21 stik. Spilleren til højre for giveren spiller ud til første stik; vinderen "
        "af hvert stik spiller ud til det næste.",
        items=(
            "Bekend kulør: spil et kort i den udspillede kulør, hvis du kan. Spilles der trumf ud, skal du "
            "spille trumf.",
            "Er der spillet en kulør ud, som du ikke har, skal du trumfe; du behøver ikke at stikke de "
            "trumfer over, der allerede er spillet.",
            "Har du ingen af delene, spiller du et vilkårligt kort.",
            "*Matto* kan i stedet spilles når som helst, med én undtagelse (se kongereglen).",
        ),
        closing=(
            "Den højeste trumf i stikket vinder det. Er der ingen trumf, vinder det højeste kort i den "
            "udspillede kulør; et kort i en anden kulør vinder aldrig.",
        ),
    ),
    "ranking": _t(
        "Kortenes rækkefølge",
        items=(
            "Trumfer: 40 er højest, ned til 1.",
            "Billedkort: *Re*, så *Regina*, så *Cavallo*, så *Fante* eller *Fantina*; de slår alle "
            "talkortene.",
            "I *coppe* og *denari* er *Asso* det højeste talkort og 10'eren det laveste.",
            "I *spade* og *bastoni* er det omvendt: 10'eren er højest og *Asso* lavest.",
        ),
        closing=(
            "På billedet, fra højeste til laveste: *Re*, *Regina*, *Cavallo* og *Fantina* i coppe, så *Asso* "
            "og allersidst 10'eren.",
            "Eksempler: i et stik i denari med 10'eren, 2'eren, *Asso* og *Fantina* vinder *Fantina*. I et "
            "stik i spade med *Asso*, 10'eren, 9'eren og 2'eren vinder 10'eren.",
        ),
    ),
    "kings": _t(
        "Kongereglen",
        "Første gang en kulør spilles ud i givet, gælder følgende: så snart nogen har trumfet i det stik, "
        "skal enhver senere spiller i stikket, der har *Re* i den kulør, spille den, også i stedet for "
        "*Matto*.",
        "Det er ligegyldigt, hvem der trumfede, også hvis det var din makker. Reglen gælder ikke, når samme "
        "kulør spilles ud igen senere, før nogen har trumfet, eller når der spilles trumf ud, og den binder "
        "aldrig den, der spillede ud.",
        "På billedet: i det første stik i coppe spiller Vest 7'eren ud, du har ingen coppe og trumfer med "
        "trumf 6, og Øst, der har *Re* i coppe, skal spille den. Vinder din trumf stikket, får dit par "
        "straks kongens 5 point.",
    ),
    "matto": _t(
        "Matto",
        "*Matto* fritager sin ejer for enhver pligt: den kan spilles til et hvilket som helst stik når som "
        "helst i stedet for at bekende kulør eller trumfe, undtagen når kongereglen gælder. Spilles den ud, "
        "bestemmer det næste kort, hvilken kulør der skal bekendes, og den, der spiller det kort, må spille "
        "hvad som helst.",
        "*Matto* vinder aldrig et stik og går altid tilbage til ejerens pars bunke, uanset hvem der vinder "
        "stikket.",
        "Blev den spillet til et stik, som modstanderne vandt, betaler ejerens par for den til sidst: parret "
        "giver modstanderne sit laveste kort (et kort uden pointværdi, hvis det har et). Vandt parret slet "
        "intet stik, giver det *Matto* selv. Denne betaling er ikke et stik og giver ingen point i "
        "øjeblikket.",
    ),
    "during": _t(
        "Point undervejs",
        "Point tælles, så snart de er vundet, ikke kun til sidst. Allerede før spillet giver disse straks "
        "point: tællekort, som den, der tog af, eller giveren har stjålet, de vendte 21.-kort og de meldte "
        "kombinationer.",
        "Under spillet får det par, der vinder et stik, straks pointene for de kort, modstanderne har "
        "spillet til det. Kort, som det vindende par selv har spillet, giver ingen point i øjeblikket, og "
        "trumf 29 giver 0.",
        "På billedet: Vest spiller trumf 2, du vinder med trumf 40, Øst spiller trumf 35, og din makker "
        "spiller *Re* i denari: dit par får straks 3 + 5 = 8.",
        "Alle vundne kort tælles igen til sidst, uanset om de gav point, da de blev taget.",
    ),
    "resti": _t(
        "Resti",
        "Siden holder styr på den løbende pointforskel mellem parrene. Så snart et par fører med 60 eller "
        "mere, får det udbetalt én *resto*, og forskellen falder med 60; det gentages, så længe forspringet "
        "stadig er mindst 60. Et forspring på præcis 60 udløser en *resto*.",
        "En udbetalt *resto* tages aldrig tilbage. Eksempel: fra et forspring på 59 scorer modstanderne 30 "
        "(dit forspring er nu 29), og derefter scorer dit par 31: forspringet når 60, dit par får én "
        "*resto*, og forskellen er tilbage på 0.",
    ),
    "end": _t(
        "Når givet er slut",
        "Efter det 21. stik, og når *Matto* er betalt, hvis det er nødvendigt, tæller hvert par sin bunke:",
        items=(
            "pointene for alle kort i bunken, talt igen, også de kort, parret selv har spillet;",
            "alle kombinationer, som kortene i bunken danner, meldt eller ej, med 5 ekstra for hver, hvis "
            "*Matto* er i bunken;",
            "1 point for hvert kort ud over 42;",
            "10 point for sidste stik.",
        ),
        closing=(
            "Disse slutpoint lægges til den løbende forskel i ét hug, og det forspring, der er tilbage, "
            "rundes op til hele *resti*: et forspring på 1 til 60 point giver 1 *resto*, 61 til 120 giver 2, "
            "121 til 180 giver 3 og så videre; intet forspring giver intet.",
            "Til sidst sammenlignes de to pars *resti* fra spillet og fra slutopgørelsen: har dit par flest, "
            "vinder I med forskellen; har I færrest, taber I; har I lige mange, er spillet uafgjort. Siden "
            "viser hele regnskabet.",
        ),
    ),
    "site": _t(
        "Sådan spiller du her på siden",
        items=(
            "Afløftning, kortgivning, tyverier og computerspillernes træk sker af sig selv. Du vælger dine "
            "aflagte kort (når du tog af eller gav), dine meldinger og dine kort.",
            "Aflægning: klik på de kort, du vil lægge fra, og tryk så på knappen for at lægge dem fra. Et "
            "kort, der ikke må lægges fra, fortæller hvorfor.",
            "Melding: hver kombination på din hånd vises med sin værdi; vælg dem, du vil melde, og bekræft, "
            "eller meld ingenting.",
            "Spil: de kort, du må spille, er fremhævet; klik på et, eller gå til det med Tab og tryk Enter. "
            "Et kort, du ikke må spille, fortæller hvorfor.",
            "Pointforskellen, *resti*, de viste kort, *Fola* og en log over alt, hvad der er sket, bliver på "
            "skærmen. Esc eller knappen til at springe animationer over får spillet til at gå hurtigere.",
            "Du kan åbne reglerne når som helst: »Tilbage til spillet« bringer dig tilbage til bordet, "
            "præcis som du forlod det.",
        ),
        closing=(
            "Nogle traditionelle regler bruges ikke her: strafferegler (for et par uden stik, for "
            "fejlgivning eller manglende bekendelse), at lægge en hånd uden trumf ned, gamle multiplikatorer "
            "for kombinationer og varianterne for to eller tre spillere.",
        ),
    ),
}

_DA_GLOSSARY: dict[str, str] = {
    "scopa": "Et træk, der rydder bordet og giver 1 point; ordet betyder »kost«, og det har givet spillet "
             "navn.",
    "settebello": "»Den smukke syver«, 7'eren i denari: i Scopa får den, der tager den, 1 point.",
    "primiera": "I Scopa præmien for de fire bedste kort, ét i hver kulør, talt med deres egne værdier "
                "(7 = 21, 6 = 18, Asso = 16 og så videre).",
    "denari": "Mønter, en af de fire kulører; i Scopa giver flest af dem en præmie, og i Minchiate er Asso "
              "kulørens højeste talkort.",
    "coppe": "Bægre, en af de fire kulører; i Minchiate er Asso, som i denari, kulørens højeste talkort.",
    "spade": "Sværd, en af de fire kulører; i Minchiate er 10'eren, som i bastoni, kulørens højeste talkort.",
    "bastoni": "Stave (køller af træ), en af de fire kulører; i Minchiate er 10'eren, som i spade, kulørens "
               "højeste talkort.",
    "carte": "»Kort«: i Scopa præmien for flest kort, 21 eller flere af de 40.",
    "Re": "Kongen, det højeste billedkort: den tæller 10 i Scopa, og i Minchiate er den 5 point værd, og tre "
          "eller fire konger danner en kombination.",
    "Cavallo": "Rytteren (i Minchiate halvt menneske, halvt dyr): tæller 9 i Scopa og ligger i Minchiate "
               "lige under Regina.",
    "Donna": "Damen, det laveste billedkort i Scopa-spillet, som tæller 8.",
    "Fante": "Pagen, det laveste billedkort i spade og bastoni i Minchiate.",
    "Fantina": "Tjenestepigen, det laveste billedkort i coppe og denari i Minchiate, med samme rang som "
               "Fante.",
    "Regina": "Dronningen, billedkortet i Minchiate mellem Re og Cavallo.",
    "versicole": "Kombinationerne i Minchiate (sekvenser af trumfer, 1-13-28, decine, 1-40-Matto, tre eller "
                 "fire konger), som giver point, når de meldes, og igen til sidst.",
    "resto/resti": "Afregningsenheden i Minchiate: et par får én resto for hver 60 points forspring.",
    "Fola": "I Minchiate de kort, der er tilovers efter kortgivningen, sammen med de aflagte kort; de vendes "
            "og spilles aldrig.",
    "Matto": "Narren i Minchiate: ikke en trumf; den fritager for enhver pligt, vinder aldrig et stik og er "
             "5 point værd.",
    "arie": "De fem højeste trumfer i Minchiate, 36 til 40, uden nummer på kortet og 10 point værd hver.",
    "papi": "Trumf 1 til 5 i Minchiate; tre eller flere i træk danner en kombination.",
    "decine": "Kombinationen i Minchiate af trumf 10, 20, 30 og 40 (tre af dem eller alle fire).",
    "cartacce": "Alle kulørkort undtagen kongerne: i Minchiate er de intet værd.",
    "Asso": "Esset: tæller 1 i Scopa (16 i primiera); i Minchiate er det det højeste talkort i coppe og "
            "denari og det laveste i spade og bastoni.",
}

# --- فارسی (راست‌به‌چپ؛ واژه‌های ایتالیایی با خط لاتین و نشانه‌گذاری *…* می‌آیند) -------------

_FA_UI: dict[str, str] = {
    "back": "بازگشت به بازی",
    "contents": "فهرست",
    "glossary": "واژه‌های ایتالیایی بازی",
    "glossary.intro": "بازیکنان این واژه‌های ایتالیایی را در هر زبانی به همین شکل به کار می‌برند. معنی هر "
                      "کدام در زیر آمده است.",
    "title.scopa": "قوانین کامل Scopa",
    "title.minchiate": "قوانین کامل Minchiate",
}

_FA_SCOPA: dict[str, _Text] = {
    "goal": _t(
        "خلاصهٔ بازی",
        "در این سایت *Scopa* دونفره بازی می‌شود: شما در برابر رایانه. با یک کارت از دستتان از روی میز کارت "
        "برمی‌دارید: یا یک کارت هم‌ارزش، یا چند کارت که جمعشان برابر ارزش کارت شماست. در هر دور برای "
        "جارو‌ها (*scope*) و برای چهار جایزه امتیاز می‌گیرید. مسابقه تا 11 امتیاز ادامه دارد.",
    ),
    "deck": _t(
        "دستهٔ کارت",
        "*Scopa* با یک دستهٔ 40 کارتی ایتالیایی در چهار خال بازی می‌شود: *denari* (سکه‌ها)، *coppe* "
        "(جام‌ها)، *spade* (شمشیر‌ها) و *bastoni* (چوبدستی‌ها). هر خال ده کارت دارد: *Asso* (آس)، 2، 3، 4، "
        "5، 6 و 7، و سه کارت تصویری: *Donna* (بانو)، *Cavallo* (سوارکار) و *Re* (شاه).",
        "در تصویر: کارت *Asso* از هر خال.",
    ),
    "values": _t(
        "ارزش کارت‌ها",
        "برای برداشتن، ارزش هر کارت چنین است:",
        items=(
            "*Asso*: 1",
            "2 تا 7: عدد روی کارت",
            "*Donna*: 8",
            "*Cavallo*: 9",
            "*Re*: 10",
        ),
        closing=(
            "کارت‌های تصویری هم مثل بقیهٔ کارت‌ها هستند و در جمع‌ها شرکت می‌کنند؛ پس یک *Re* می‌تواند یک 8 و "
            "یک 2 را با هم بردارد.",
            "در تصویر: *Donna*، *Cavallo* و *Re* از *coppe*.",
        ),
    ),
    "deal": _t(
        "پخش کارت‌ها",
        "پخش‌کنندهٔ نخست مسابقه به قید قرعه انتخاب می‌شود؛ پس از آن، در پایان هر دور نوبت پخش به بازیکن "
        "دیگر می‌رسد.",
        "پخش‌کننده کارت‌ها را بُر می‌زند، به هر بازیکن 3 کارت می‌دهد و 4 کارت را رو به بالا روی میز "
        "می‌گذارد. بقیهٔ کارت‌ها دستهٔ ذخیره را تشکیل می‌دهند.",
        "اگر از چهار کارت روی میز سه یا چهار کارت *Re* باشد، مانند تصویر، همان پخش‌کننده همهٔ کارت‌ها را جمع "
        "می‌کند، دوباره بُر می‌زند و از نو پخش می‌کند، هر چند بار که لازم باشد. دو *Re* روی میز اشکالی "
        "ندارد.",
        "بازیکنی که پخش نکرده اول بازی می‌کند. هر وقت دست هر دو بازیکن خالی شود، هر کدام 3 کارت تازه از "
        "دستهٔ ذخیره می‌گیرند، اول بازیکنی که پخش نکرده؛ دیگر کارتی روی میز گذاشته نمی‌شود. بنابراین هر دور "
        "در 6 نوبتِ 3 کارتی بازی می‌شود: روی هم 36 حرکت.",
    ),
    "turn": _t(
        "نوبت شما",
        "در نوبت خود هر کارتی از دستتان را که بخواهید بازی می‌کنید. آنچه پس از آن رخ می‌دهد به کارت‌های روی "
        "میز بستگی دارد، به این ترتیب:",
        items=(
            "اگر یک یا چند کارت روی میز هم‌ارزش کارت شما باشند، دقیقاً یکی از آن‌ها را برمی‌دارید (انتخاب با "
            "شماست). در این حالت حق ندارید مجموعه‌ای از کارت‌ها را با جمع بردارید، حتی اگر چنین جمعی روی میز "
            "باشد.",
            "در غیر این صورت، اگر دو کارت یا بیشتر روی میز روی هم برابر ارزش کارت شما شوند، یکی از این "
            "گروه‌ها را برمی‌دارید (اگر چند گروه باشد، انتخاب با شماست).",
            "در غیر این صورت کارت شما رو به بالا روی میز می‌ماند.",
        ),
        closing=(
            "برداشتن اجباری است: کارتی که می‌تواند چیزی بردارد هرگز نمی‌تواند فقط روی میز گذاشته شود. کارت "
            "شما و کارت‌هایی که برمی‌دارد پشت‌ورو در کپهٔ شما قرار می‌گیرند.",
            "در تصویر: شما 7 *bastoni* را روی میزی بازی می‌کنید که یک 7، یک 3 و یک 4 دارد. باید 7 را "
            "بردارید؛ حق ندارید 3 و 4 را با هم بردارید.",
        ),
    ),
    "examples": _t(
        "نمونه‌های دیگر",
        items=(
            "روی میز 3، 4، 5 و 2 است و شما یک 7 بازی می‌کنید: یا 3 + 4 را برمی‌دارید یا 5 + 2 را، به انتخاب "
            "خودتان، و نه چیز دیگری.",
            "روی میز 7 *coppe* و 7 *denari* است و شما یک 7 بازی می‌کنید: خودتان انتخاب می‌کنید کدام 7 را "
            "بردارید. 7 *denari* همان *settebello* است که به‌تنهایی یک امتیاز دارد.",
            "روی میز یک 8 و یک 2 است و شما یک *Re* بازی می‌کنید (در تصویر): *Re* ارزش 10 دارد، هر دو کارت را "
            "برمی‌دارد، میز را خالی می‌کند و یک *scopa* به دست می‌آورد.",
            "روی میز فقط یک 5 است و شما یک 6 بازی می‌کنید: هیچ کارت هم‌ارزشی نیست و هیچ جمعی 6 نمی‌شود، پس 6 "
            "روی میز گذاشته می‌شود.",
        ),
    ),
    "scopa": _t(
        "جارو (*scopa*)",
        "وقتی با یک برداشت همهٔ کارت‌های باقی‌مانده روی میز را برمی‌دارید، یک *scopa* گرفته‌اید: 1 امتیاز. "
        "این واژه در ایتالیایی یعنی «جارو»: میز را جارو کرده‌اید.",
        "یک استثنا وجود دارد: آخرین حرکت هر دور، یعنی حرکت سی‌وششم، هرگز *scopa* حساب نمی‌شود، حتی اگر میز "
        "را خالی کند.",
        "*scope* (جمع *scopa*) در هر دور شمرده می‌شوند. طبق سنت، کارتی که جارو کرده رو به بالا در کپه گذاشته "
        "می‌شود تا شمردنشان آسان باشد؛ سایت تعدادشان را کنار هر کپه نشان می‌دهد.",
        "در تصویر: وقتی یک *Asso*، یک 2، یک 3 و یک 4 روی میز است، یک *Re* (10) هر چهار کارت را برمی‌دارد: "
        "این یک *scopa* است، مگر آنکه آخرین حرکت دور باشد.",
    ),
    "end": _t(
        "پایان هر دور",
        "دور وقتی تمام می‌شود که دست هر دو بازیکن و دستهٔ ذخیره خالی شده باشند. کارت‌هایی که هنوز روی میز "
        "مانده‌اند به بازیکنی می‌رسند که آخرین برداشت را کرده است؛ این *scopa* حساب نمی‌شود. اگر در تمام دور "
        "هیچ‌کس چیزی برنداشته باشد، این کارت‌ها به هیچ‌کس نمی‌رسند.",
        "سپس کپهٔ هر بازیکن برای چهار جایزه شمرده می‌شود.",
    ),
    "prizes": _t(
        "چهار جایزه",
        "هر جایزه 1 امتیاز دارد. اگر دو بازیکن در جایزه‌ای برابر باشند، آن جایزه به هیچ‌کس نمی‌رسد.",
        items=(
            "*carte*: بیشترین تعداد کارت. با 21 کارت یا بیشتر از 40 کارت آن را می‌برید؛ 20 به 20 مساوی است.",
            "*denari*: بیشترین تعداد کارت از خال *denari*. با 6 کارت یا بیشتر از 10 کارت آن را می‌برید؛ 5 به "
            "5 مساوی است.",
            "*settebello*: کارت 7 *denari* (در تصویر)، یعنی «هفتِ زیبا». هر کس آن را در کپه‌اش داشته باشد "
            "امتیازش را می‌گیرد.",
            "*primiera*: بهترین چهار کارت، از هر خال یکی، که شیوهٔ شمردنش در بخش بعد آمده است.",
        ),
    ),
    "primiera": _t(
        "*primiera*",
        "هر بازیکن بهترین کارت خود را در هر خال انتخاب می‌کند و ارزش این چهار کارت را جمع می‌زند. در "
        "*primiera* کارت‌ها ارزش ویژهٔ خود را دارند که با ارزششان هنگام برداشتن فرق می‌کند:",
        items=(
            "7: 21",
            "6: 18",
            "*Asso*: 16",
            "5: 15",
            "4: 14",
            "3: 13",
            "2: 12",
            "*Donna*، *Cavallo* و *Re*: 10",
        ),
        closing=(
            "در تصویر: 7 *denari*، 6 *coppe*، *Asso* از *spade* و 5 *bastoni* روی هم "
            "21 + 18 + 16 + 15 = 70 می‌شوند.",
            "بازیکنی که از یکی از خال‌ها هیچ کارتی ندارد *primiera* ندارد. اگر هر دو بازیکن *primiera* داشته "
            "باشند، مجموع بالاتر امتیاز را می‌برد و مجموع‌های برابر مساوی‌اند. اگر فقط یکی *primiera* داشته "
            "باشد، امتیاز از آنِ اوست؛ اگر هیچ‌کدام نداشته باشند، به هیچ‌کس نمی‌رسد.",
        ),
    ),
    "match": _t(
        "مسابقه تا 11 امتیاز",
        "امتیاز شما در هر دور برابر است با تعداد *scope* به‌اضافهٔ جایزه‌هایی که برده‌اید. در پایان هر دور، "
        "سایت حساب کامل را نشان می‌دهد (کارت‌ها، *denari*، *settebello*، *primiera* با مجموع هر بازیکن، و "
        "*scope*) و امتیاز‌ها را به جمع مسابقه می‌افزاید.",
        "وضعیت مسابقه فقط در پایان هر دور بررسی می‌شود: رسیدن به 11 در میانهٔ یک دور چیزی را تمام نمی‌کند. "
        "پس از هر دور، بازیکنی که دست‌کم 11 امتیاز دارد و امتیازش از حریف بیشتر است، مسابقه را می‌برد.",
        "اگر مجموع‌ها در 11 یا بیشتر برابر باشند، دور دیگری بازی می‌شود، و باز هم، تا یکی جلو بیفتد. پس در "
        "11 به 11 بازی ادامه دارد، در 12 به 11 بازیکنی که 12 دارد برنده است، و در 10 به 9 بازی ادامه پیدا "
        "می‌کند. در تمام مسابقه، بازیکنان به نوبت پخش می‌کنند.",
    ),
    "site": _t(
        "بازی در این سایت",
        items=(
            "برای بازی کردن یک کارت، روی آن در دستتان کلیک کنید. اگر آن کارت فقط یک حرکت ممکن داشته باشد، "
            "بی‌درنگ بازی می‌شود.",
            "اگر کارت بتواند برداشت‌های گوناگونی انجام دهد، انتخاب می‌شود و کارت‌هایی از میز که می‌تواند "
            "بردارد برجسته می‌شوند: روی کارتی از میز کلیک کنید که فقط به یکی از برداشت‌ها تعلق دارد، یا "
            "برداشت را از میان دکمه‌ها انتخاب کنید. برای لغو، دوباره روی کارت کلیک کنید یا کلید Escape را "
            "بزنید.",
            "با صفحه‌کلید: کلید Tab میان کارت‌ها و دکمه‌ها جابه‌جا می‌شود، Enter یا فاصله کارت را بازی "
            "می‌کند یا دکمه را می‌زند، و کلیدهای 1، 2 و 3 کارت اول، دوم یا سوم دستتان را بازی می‌کنند.",
            "حرکت‌های رایانه، جارو‌ها و حساب پایان هر دور روی صفحه نمایش داده می‌شوند و برای صفحه‌خوان‌ها هم "
            "اعلام می‌شوند.",
            "هر لحظه که بخواهید می‌توانید این قوانین را باز کنید: دکمهٔ «بازگشت به بازی» شما را دقیقاً به "
            "همان جایی از میز برمی‌گرداند که ترکش کرده بودید.",
        ),
    ),
}

_FA_MINCHIATE: dict[str, _Text] = {
    "goal": _t(
        "خلاصهٔ بازی",
        "*Minchiate* بازی تاروت فلورانسی است: 97 کارت و چهار بازیکن در دو تیم ثابت دونفره. شما (جنوب) و "
        "یارتان که روبه‌رویتان نشسته (شمال) در برابر شرق و غرب بازی می‌کنید؛ سه جای دیگر را رایانه بازی "
        "می‌کند.",
        "تنها یک دور بازی می‌شود. تیم‌ها با دزدیدن کارت، با نشان دادن ترکیب‌ها و بیش از همه با بردن دست‌ها "
        "امتیاز به دست می‌آورند. اختلاف امتیاز دو تیم به واحدهای تسویه‌ای به نام *resti* تبدیل می‌شود (مفرد "
        "آن *resto* است): یکی به ازای هر 60 امتیاز پیشی. در پایان، تیمی که *resti* بیشتری دارد برنده است؛ "
        "اگر تعدادشان برابر باشد، بازی مساوی است.",
    ),
    "table": _t(
        "جای بازیکنان و ترتیب بازی",
        "بازی در خلاف جهت عقربه‌های ساعت پیش می‌رود: نوبت همیشه به بازیکن سمت راست می‌رسد. از جای شما ترتیب "
        "چنین است: شما، شرق، یارتان شمال، غرب، و دوباره شما.",
        "از دید پخش‌کننده: بازیکن سمت راست او اول کارت می‌گیرد و نخستین دست را شروع می‌کند، یار پخش‌کننده "
        "روبه‌روی او می‌نشیند، و بازیکن سمت چپ او دسته را می‌بُرد.",
    ),
    "deck": _t(
        "کارت‌ها",
        "این دسته 97 کارت دارد: 56 کارت خال‌دار، 40 کارت حکم و *Matto*.",
        "چهار خال عبارت‌اند از *coppe* (جام‌ها)، *denari* (سکه‌ها)، *spade* (شمشیر‌ها) و *bastoni* "
        "(چوبدستی‌ها). هر خال کارت‌های عددی از *Asso* تا 10 و چهار کارت تصویری دارد: *Fante* (سرباز) در "
        "*spade* و *bastoni*، یا *Fantina* (ندیمه) در *coppe* و *denari*؛ *Cavallo* (سوارکاری که نیمی انسان "
        "و نیمی جانور کشیده شده)؛ *Regina* (ملکه)؛ و *Re* (شاه). *Fante* و *Fantina* هم‌رتبه‌اند.",
        "همهٔ کارت‌های خال‌دار به‌جز *Re* جزو *cartacce* هستند: هیچ امتیازی ندارند.",
        "در تصویر: *Fantina* از *denari*، *Fante* از *spade*، سپس *Cavallo*، *Regina* و *Re* از *coppe*.",
    ),
    "trumps": _t(
        "حکم‌ها و *Matto*",
        "40 کارت حکم از 1 تا 40 شماره دارند و از همهٔ کارت‌های خال‌دار قوی‌ترند؛ میان حکم‌ها، شمارهٔ بالاتر "
        "می‌برد. حکم‌های 1 تا 5 را *papi* می‌نامند. پنج حکم بالا، از 36 تا 40 (*La Stella*، *La Luna*، "
        "*Il Sole*، *Il Mondo* و *Le Trombe*: ستاره، ماه، خورشید، جهان و شیپور‌ها)، روی کارت شماره ندارند: "
        "این‌ها *arie* هستند، و *Le Trombe* (40) بالاترین کارت بازی است.",
        "*Matto* (دیوانه) حکم نیست و رتبه‌ای ندارد: هرگز دستی را نمی‌برد، اما صاحبش را از الزام به هم‌خال "
        "بازی کردن معاف می‌کند (پایین‌تر را ببینید).",
    ),
    "points": _t(
        "ارزش کارت‌ها",
        items=(
            "*arie*، یعنی حکم‌های 36 تا 40: هر کدام 10 امتیاز.",
            "حکم‌های 1، 10، 13، 20 و 28، حکم‌های 30 تا 35، *Matto* و چهار *Re*: هر کدام 5 امتیاز.",
            "حکم‌های 2، 3، 4 و 5: هر کدام 3 امتیاز.",
            "همهٔ کارت‌های دیگر: 0 امتیاز. حکم 29 به‌تنهایی ارزشی ندارد، اما درون یک ترکیب 5 امتیاز دارد "
            "(بخش *versicole* را ببینید).",
        ),
        closing=("25 کارتی که امتیاز دارند «کارت‌های امتیازی» نام دارند؛ روی هم 142 امتیاز می‌ارزند.",),
    ),
    "setup": _t(
        "پیش از بازی: کارهایی که سایت برایتان انجام می‌دهد",
        "بریدن دسته، پخش کارت‌ها و دزدیدن‌ها خودکار و به ترتیب سنتی انجام می‌شوند:",
        items=(
            "پخش‌کننده به قید قرعه انتخاب می‌شود. بازیکن سمت چپ او دسته را می‌بُرد.",
            "بازیکنی که دسته را بریده، کارت می‌دزدد: از کارت زیرینِ بخشی که برداشته شروع می‌کند و کارت‌ها را "
            "یکی‌یکی برمی‌دارد، تا وقتی که هر کدام کارت امتیازی یا حکمی بالاتر از 20 باشد، حداکثر 13 کارت. "
            "نخستین کارتی که هیچ‌کدام از این دو نباشد او را متوقف می‌کند. کارت‌های دزدیده‌شده به همه نشان "
            "داده می‌شوند و کارت‌های امتیازیِ میانشان بی‌درنگ برای تیم او امتیاز می‌آورند.",
            "از بازیکن سمت راست پخش‌کننده و در خلاف جهت عقربه‌های ساعت، هر بازیکن ابتدا یک بستهٔ 10 کارتی و "
            "سپس یک بستهٔ 11 کارتی می‌گیرد: هر نفر 21 کارت.",
            "کارت بیست‌ویکم هر بازیکن رو می‌شود تا همه ببینند و در دست همان بازیکن می‌ماند؛ اگر کارت امتیازی "
            "باشد، بی‌درنگ برای تیم او امتیاز می‌آورد.",
            "کارت‌های باقی‌مانده (13 منهای تعداد کارت‌هایی که هنگام بریدن دزدیده شده، پس شاید هیچ) *Fola* "
            "نام دارند. پخش‌کننده به همان شیوه از روی *Fola* کارت می‌دزدد و کارت‌های امتیازیِ دزدیده‌شده "
            "بی‌درنگ امتیاز می‌آورند. سپس همهٔ کارت‌های امتیازیِ باقی‌مانده و حکم 29 را، هر جای *Fola* که "
            "باشند، برمی‌دارد؛ این‌ها فعلاً امتیازی نمی‌آورند. کارت‌های دزدیده‌شده و برداشته‌شده به همه نشان "
            "داده می‌شوند.",
        ),
        closing=(
            "در تصویر: اگر در محل بریدن *Re* از *coppe*، حکم 23 و حکم 29 و پس از آن 5 *coppe* دیده شود، "
            "بازیکنی که دسته را بریده سه کارت اول را می‌دزدد، برای *Re* پنج امتیاز می‌گیرد و با رسیدن به 5 "
            "*coppe* می‌ایستد.",
        ),
    ),
    "discard": _t(
        "کنار گذاشتن تا 21 کارت",
        "هر کس کارت دزدیده یا برداشته، حالا بیش از 21 کارت دارد و باید کارت کنار بگذارد تا به 21 برگردد: اول "
        "بازیکنی که دسته را بریده، به تعداد کارت‌هایی که دزدیده، سپس پخش‌کننده، به تعداد کارت‌هایی که دزدیده "
        "و برداشته. وقتی خودتان دسته را بریده‌اید یا پخش‌کننده‌اید، انتخاب کارت‌های کنارگذاشته با شماست.",
        "فقط کارت‌هایی را می‌توان کنار گذاشت که 0 امتیاز دارند، و هرگز حکم 29 را (در تصویر): کارت‌های *Re*، "
        "*Matto* و همهٔ حکم‌های امتیازدار در دست می‌مانند. کارتی را که همین الان دزدیده‌اید هم می‌توانید "
        "کنار بگذارید، و مجازید دستتان را از یک خال کاملاً خالی کنید.",
        "کارت‌های کنارگذاشته پشت‌ورو روی *Fola* قرار می‌گیرند.",
    ),
    "versicole": _t(
        "ترکیب‌ها (*versicole*)",
        "برخی گروه‌های حکم‌ها و شاه‌ها به‌عنوان ترکیب امتیاز دارند؛ این ترکیب‌ها را *versicole* می‌نامند:",
        items=(
            "ردیف‌هایی از دست‌کم سه حکم پشت‌سرهم در محدودهٔ 1 تا 5 (*papi*) یا در محدودهٔ 28 تا 40. "
            "ردیف‌هایی که به هم می‌چسبند یکی می‌شوند: 28-29-30 همراه با 31-32-33 یک ردیف واحد از 28 تا 33 "
            "است. هیچ ردیفی از یک محدوده به محدودهٔ دیگر نمی‌رسد.",
            "1-13-28: حکم‌های 1، 13 و 28، به ارزش 15.",
            "*decine*: حکم‌های 10، 20 و 30 (به ارزش 15) یا 20، 30 و 40 (به ارزش 20)؛ هر چهار با هم یک ترکیب "
            "واحد به ارزش 25 می‌سازند.",
            "*1-40-Matto*: حکم‌های 1 و 40 همراه با *Matto*، به ارزش 20.",
            "سه *Re* (15) یا هر چهار (20).",
        ),
        closing=(
            "ارزش هر ترکیب برابر مجموع امتیاز کارت‌های آن است و حکم 29 درون ترکیب 5 حساب می‌شود: ردیف 1-2-3 "
            "ارزش 5 + 3 + 3 = 11 دارد و ردیف 28 تا 40 ارزش 90.",
            "*Matto* به هر ترکیب دیگری که همراهش باشد 5 امتیاز می‌افزاید (نه به *1-40-Matto* که خودش در آن "
            "شمرده شده است). *Matto* هرگز جای خالی یک ردیف را پر نمی‌کند.",
            "یک کارت می‌تواند در ترکیب‌هایی از انواع مختلف شمرده شود: مثلاً حکم 1 هم در ردیف *papi*، هم در "
            "1-13-28 و هم در *1-40-Matto*.",
        ),
    ),
    "declare": _t(
        "اعلام *versicole*",
        "پیش از بازی شدن نخستین کارت، هر بازیکن به نوبت، با شروع از بازیکن سمت راست پخش‌کننده، می‌تواند "
        "ترکیب‌های میان 21 کارتش را (پس از کنار گذاشتن) اعلام کند. ترکیب اعلام‌شده بی‌درنگ برای تیم امتیاز "
        "می‌آورد، اما کارت‌هایش به همه نشان داده می‌شوند؛ اگر پاداش *Matto* هم افزوده شود، *Matto* نیز نشان "
        "داده می‌شود.",
        "اعلام کردن برای هر ترکیب جداگانه انتخاب می‌شود: می‌توانید برخی را اعلام کنید و برخی را پنهان نگه "
        "دارید. هر ترکیب یا کامل اعلام می‌شود یا اصلاً اعلام نمی‌شود (ردیف 28 تا 31 را نمی‌توان به شکل "
        "28-29-30 اعلام کرد). ترکیب پنهان فعلاً امتیازی نمی‌آورد، اما اگر آن کارت‌ها در پایان در کپهٔ تیم "
        "شما باشند، ممکن است باز هم حساب شود.",
        "پس از اعلام‌ها، کل *Fola*، یعنی کارت‌های باقی‌مانده و همهٔ کارت‌های کنارگذاشته، رو می‌شود. *Fola* "
        "در معرض دید می‌ماند، اما در دست‌ها و امتیازشماری هیچ نقشی ندارد.",
        "در تصویر: حکم‌های 1 و 40 همراه با *Matto*، یعنی ترکیب *1-40-Matto*.",
    ),
    "tricks": _t(
        "دست‌ها",
        "کارت‌ها در 21 دست بازی می‌شوند. بازیکن سمت راست پخش‌کننده دست اول را شروع می‌کند؛ برندهٔ هر دست، "
        "دست بعدی را شروع می‌کند.",
        items=(
            "هم‌خال بازی کنید: اگر می‌توانید، کارتی از خالی بازی کنید که دست با آن شروع شده است. اگر دست با "
            "حکم شروع شده باشد، حکم بازی کنید.",
            "اگر از خالی که دست با آن شروع شده کارتی ندارید، باید حکم بازی کنید؛ لازم نیست حکمی بالاتر از "
            "حکم‌های قبلی بیندازید.",
            "اگر هیچ‌کدام را ندارید، هر کارتی که خواستید بازی کنید.",
            "به‌جای همهٔ این‌ها هر وقت بخواهید می‌توانید *Matto* را بازی کنید، با یک استثنا (قاعدهٔ شاه‌ها "
            "را ببینید).",
        ),
        closing=(
            "بالاترین حکمِ دست، آن دست را می‌برد. اگر حکمی در کار نباشد، بالاترین کارت از خالی که دست با آن "
            "شروع شده می‌برد؛ کارتی از خال دیگر هرگز نمی‌برد.",
        ),
    ),
    "ranking": _t(
        "ترتیب کارت‌ها",
        items=(
            "حکم‌ها: 40 بالاترین است و به ترتیب تا 1 پایین می‌آید.",
            "کارت‌های تصویری: *Re*، سپس *Regina*، سپس *Cavallo*، سپس *Fante* یا *Fantina*؛ همهٔ آن‌ها از "
            "کارت‌های عددی قوی‌ترند.",
            "در *coppe* و *denari*، *Asso* بالاترین کارت عددی است و 10 پایین‌ترین.",
            "در *spade* و *bastoni* برعکس است: 10 بالاترین است و *Asso* پایین‌ترین.",
        ),
        closing=(
            "در تصویر، از بالاترین به پایین‌ترین: *Re*، *Regina*، *Cavallo* و *Fantina* از *coppe*، سپس "
            "*Asso* و در آخر 10.",
            "نمونه‌ها: در دستی از خال *denari* که 10، 2، *Asso* و *Fantina* در آن بازی شده، *Fantina* "
            "می‌برد. در دستی از خال *spade* که *Asso*، 10، 9 و 2 در آن بازی شده، 10 می‌برد.",
        ),
    ),
    "kings": _t(
        "قاعدهٔ شاه‌ها",
        "نخستین باری که در این دور دستی با یک خال شروع می‌شود، به محض اینکه کسی در آن دست حکم زده باشد، هر "
        "بازیکن بعدی در همان دست که *Re* آن خال را دارد باید آن را بازی کند، حتی به‌جای *Matto*.",
        "فرقی نمی‌کند چه کسی حکم زده باشد، حتی اگر یار شما باشد. این قاعده در این موارد اجرا نمی‌شود: وقتی "
        "همان خال بعدها دوباره دستی را شروع کند، پیش از آنکه کسی حکم بزند، یا وقتی دست با حکم شروع شود. و "
        "هیچ‌وقت شامل کسی که دست را شروع کرده نمی‌شود.",
        "در تصویر: در نخستین دستِ *coppe*، غرب 7 را بازی می‌کند، شما *coppe* ندارید و حکم 6 را می‌زنید، و "
        "شرق که *Re* از *coppe* را دارد باید آن را بازی کند. اگر حکم شما دست را ببرد، تیمتان بی‌درنگ 5 "
        "امتیاز *Re* را می‌گیرد.",
    ),
    "matto": _t(
        "*Matto*",
        "*Matto* صاحبش را از هر الزامی معاف می‌کند: می‌توان آن را در هر دستی و هر زمانی بازی کرد، به‌جای "
        "هم‌خال بازی کردن یا حکم زدن، مگر وقتی قاعدهٔ شاه‌ها اجرا می‌شود. اگر دست با *Matto* شروع شود، کارتی "
        "که بلافاصله پس از آن بازی می‌شود خالِ دست را تعیین می‌کند، و کسی که آن کارت را بازی می‌کند آزاد است "
        "هر کارتی بازی کند.",
        "*Matto* هرگز دستی را نمی‌برد و همیشه به کپهٔ تیم صاحبش برمی‌گردد، هر کس که دست را ببرد.",
        "اگر *Matto* در دستی بازی شده باشد که حریف‌ها برده‌اند، تیم صاحبش در پایان بهایش را می‌پردازد: "
        "پایین‌ترین کارت خود را به حریف‌ها می‌دهد (اگر کارت بی‌امتیازی داشته باشد، همان را). اگر آن تیم هیچ "
        "دستی نبرده باشد، خودِ *Matto* را می‌دهد. این پرداخت برداشت به حساب نمی‌آید و در آن لحظه امتیازی "
        "نمی‌آورد.",
    ),
    "during": _t(
        "امتیاز در طول بازی",
        "امتیاز‌ها به محض به دست آمدن ثبت می‌شوند، نه فقط در پایان. پیش از بازی، کارت‌های امتیازی‌ای که "
        "هنگام بریدن دسته و از *Fola* دزدیده می‌شوند، کارت‌های بیست‌ویکمِ رو شده و ترکیب‌های اعلام‌شده همگی "
        "بی‌درنگ امتیاز می‌آورند.",
        "در طول بازی، تیمی که دستی را می‌برد بی‌درنگ امتیاز کارت‌هایی را می‌گیرد که حریف‌ها در آن دست بازی "
        "کرده‌اند. کارت‌هایی که خودِ تیم برنده بازی کرده فعلاً امتیازی نمی‌آورند، و حکم 29 امتیازش 0 است.",
        "در تصویر: غرب حکم 2 را بازی می‌کند، شما با حکم 40 می‌برید، شرق حکم 35 را بازی می‌کند و یارتان *Re* "
        "از *denari* را: تیم شما بی‌درنگ 3 + 5 = 8 امتیاز می‌گیرد.",
        "در پایان همهٔ کارت‌های برده‌شده دوباره شمرده می‌شوند، چه هنگام برداشتن امتیاز آورده باشند چه نه.",
    ),
    "resti": _t(
        "*resti*",
        "سایت اختلاف امتیاز دو تیم را پیوسته نگه می‌دارد. به محض اینکه تیمی 60 امتیاز یا بیشتر جلو بیفتد، یک "
        "*resto* به آن پرداخت می‌شود و اختلاف 60 امتیاز کم می‌شود؛ تا وقتی پیشی هنوز دست‌کم 60 باشد، این کار "
        "تکرار می‌شود. پیشیِ دقیقاً 60 امتیازی هم یک *resto* می‌آورد.",
        "هر *resto* که پرداخت شد، دیگر هرگز پس گرفته نمی‌شود. برای نمونه، وقتی 59 امتیاز جلو هستید، حریف‌ها "
        "30 امتیاز می‌گیرند (پیشی شما به 29 می‌رسد)، سپس تیم شما 31 امتیاز می‌گیرد: پیشی به 60 می‌رسد، یک "
        "*resto* به تیم شما پرداخت می‌شود و اختلاف به 0 برمی‌گردد.",
    ),
    "end": _t(
        "پایان دور",
        "پس از دست بیست‌ویکم، و پس از پرداخت بهای *Matto* در صورت لزوم، هر تیم کپهٔ خود را می‌شمارد:",
        items=(
            "امتیاز همهٔ کارت‌های کپه، که دوباره شمرده می‌شوند، از جمله کارت‌هایی که خودِ تیم بازی کرده؛",
            "همهٔ ترکیب‌هایی که کارت‌های کپه می‌سازند، اعلام‌شده یا نه، و اگر *Matto* در کپه باشد، 5 امتیاز "
            "اضافه برای هر کدام؛",
            "1 امتیاز برای هر کارت بیش از 42 کارت؛",
            "10 امتیاز برای آخرین دست.",
        ),
        closing=(
            "این امتیاز‌های پایانی یکجا به اختلاف افزوده می‌شوند و پیشیِ باقی‌مانده رو به بالا به *resti* "
            "کامل گرد می‌شود: پیشیِ 1 تا 60 امتیاز، 1 *resto* می‌آورد؛ 61 تا 120 امتیاز، 2 *resto*؛ 121 تا "
            "180 امتیاز، 3 *resto*؛ و به همین ترتیب. اگر هیچ تیمی جلو نباشد، چیزی داده نمی‌شود.",
            "در پایان، *resti* دو تیم، چه آن‌ها که در طول بازی پرداخت شده و چه آن‌ها که در پایان، مقایسه "
            "می‌شوند: اگر تیم شما بیشتر داشته باشد، به اندازهٔ تفاوت برنده‌اید؛ اگر کمتر، بازنده‌اید؛ و اگر "
            "برابر، بازی مساوی است. سایت کل حساب را نشان می‌دهد.",
        ),
    ),
    "site": _t(
        "بازی در این سایت",
        items=(
            "بریدن دسته، پخش کارت‌ها، دزدیدن‌ها و حرکت‌های بازیکنان رایانه‌ای خودبه‌خود انجام می‌شوند. شما "
            "کارت‌هایی را که کنار می‌گذارید (وقتی دسته را بریده‌اید یا پخش‌کننده‌اید)، اعلام‌هایتان و "
            "کارت‌هایی را که بازی می‌کنید انتخاب می‌کنید.",
            "کنار گذاشتن: روی کارت‌هایی که می‌خواهید کنار بگذارید کلیک کنید، سپس دکمهٔ کنار گذاشتن را بزنید. "
            "کارتی که نمی‌توان کنارش گذاشت دلیلش را می‌گوید.",
            "اعلام: هر ترکیبِ دست شما با ارزشش فهرست می‌شود؛ آن‌هایی را که می‌خواهید اعلام کنید انتخاب و "
            "تأیید کنید، یا هیچ چیزی اعلام نکنید.",
            "بازی: کارت‌هایی که اجازهٔ بازی‌شان را دارید برجسته‌اند؛ روی یکی کلیک کنید، یا با Tab به آن "
            "بروید و Enter را بزنید. کارتی که اجازهٔ بازی‌اش را ندارید دلیلش را می‌گوید.",
            "اختلاف امتیاز، *resti*، کارت‌های نشان‌داده‌شده، *Fola* و گزارشی از همهٔ رویداد‌ها روی صفحه "
            "می‌مانند. کلید Escape یا دکمهٔ رد کردن پویانمایی‌ها بازی را سریع‌تر می‌کند.",
            "هر لحظه که بخواهید می‌توانید این قوانین را باز کنید: دکمهٔ «بازگشت به بازی» شما را دقیقاً به "
            "همان جایی از میز برمی‌گرداند که ترکش کرده بودید.",
        ),
        closing=(
            "برخی رسم‌های سنتی در اینجا به کار نمی‌روند: جریمه‌ها (برای تیمی که هیچ دستی نبرده، برای پخش "
            "اشتباه یا هم‌خال بازی نکردن)، رو کردن دستِ بی‌حکم، ضریب‌های قدیمی ترکیب‌ها و گونه‌های دونفره و "
            "سه‌نفرهٔ بازی.",
        ),
    ),
}

_FA_GLOSSARY: dict[str, str] = {
    "scopa": "برداشتی که میز را خالی می‌کند و 1 امتیاز دارد؛ این واژه یعنی «جارو» و نام بازی هم از آن آمده "
             "است.",
    "settebello": "«هفتِ زیبا»، یعنی 7 *denari*: در *Scopa* هر کس آن را بردارد 1 امتیاز می‌گیرد.",
    "primiera": "در *Scopa*، جایزهٔ بهترین چهار کارت، از هر خال یکی، که با ارزش‌های ویژهٔ خود شمرده می‌شوند "
                "(7 = 21، 6 = 18، *Asso* = 16 و مانند آن).",
    "denari": "سکه‌ها، یکی از چهار خال؛ در *Scopa* هر کس بیشترِ آن‌ها را بردارد جایزه می‌گیرد، و در "
              "*Minchiate* کارت *Asso* بالاترین کارت عددیِ آن است.",
    "coppe": "جام‌ها، یکی از چهار خال؛ در *Minchiate*، مانند *denari*، کارت *Asso* بالاترین کارت عددیِ آن "
             "است.",
    "spade": "شمشیر‌ها، یکی از چهار خال؛ در *Minchiate*، مانند *bastoni*، کارت 10 بالاترین کارت عددیِ آن "
             "است.",
    "bastoni": "چوبدستی‌ها (گرزهای چوبی)، یکی از چهار خال؛ در *Minchiate*، مانند *spade*، کارت 10 بالاترین "
               "کارت عددیِ آن است.",
    "carte": "یعنی «کارت‌ها»: در *Scopa* جایزهٔ کسی که بیشترین کارت را برمی‌دارد، یعنی 21 کارت یا بیشتر از "
             "40 کارت.",
    "Re": "شاه، بالاترین کارت تصویری: در *Scopa* ارزش 10 دارد و در *Minchiate* 5 امتیاز، و سه یا چهار شاه در "
          "آن یک ترکیب می‌سازند.",
    "Cavallo": "سوارکار (در *Minchiate* نیمی انسان و نیمی جانور): در *Scopa* ارزش 9 دارد و در *Minchiate* "
               "درست پایین‌تر از *Regina* است.",
    "Donna": "بانو، پایین‌ترین کارت تصویری در دستهٔ *Scopa*، با ارزش 8.",
    "Fante": "سرباز، پایین‌ترین کارت تصویریِ *spade* و *bastoni* در *Minchiate*.",
    "Fantina": "ندیمه، پایین‌ترین کارت تصویریِ *coppe* و *denari* در *Minchiate*، هم‌رتبه با *Fante*.",
    "Regina": "ملکه، کارت تصویری *Minchiate* که میان *Re* و *Cavallo* قرار دارد.",
    "versicole": "ترکیب‌های *Minchiate* (ردیف‌های حکم، 1-13-28، *decine*، *1-40-Matto*، سه یا چهار شاه) که "
                 "هنگام اعلام و دوباره در پایان امتیاز می‌آورند.",
    "resto/resti": "واحد تسویهٔ حساب در *Minchiate*: تیم به ازای هر 60 امتیاز پیشی یک *resto* می‌گیرد؛ جمع "
                   "آن *resti* است.",
    "Fola": "در *Minchiate*، کارت‌هایی که پس از پخش باقی می‌مانند، همراه با کارت‌های کنارگذاشته؛ رو می‌شوند "
            "و هرگز بازی نمی‌شوند.",
    "Matto": "کارت «دیوانه» در *Minchiate*: حکم نیست، صاحبش را از هر الزامی معاف می‌کند، هرگز دستی را "
             "نمی‌برد و 5 امتیاز دارد.",
    "arie": "پنج حکم بالای *Minchiate*، از 36 تا 40، که روی کارت شماره ندارند و هر کدام 10 امتیاز دارند.",
    "papi": "حکم‌های 1 تا 5 در *Minchiate*؛ سه تا یا بیشتر از آن‌ها پشت‌سرهم یک ترکیب می‌سازند.",
    "decine": "ترکیبی در *Minchiate* از حکم‌های 10، 20، 30 و 40 (سه تا از آن‌ها یا هر چهار).",
    "cartacce": "همهٔ کارت‌های خال‌دار به‌جز شاه‌ها: در *Minchiate* هیچ ارزشی ندارند.",
    "Asso": "آس: در *Scopa* ارزش 1 دارد (و 16 در *primiera*)؛ در *Minchiate* بالاترین کارت عددیِ *coppe* و "
            "*denari* و پایین‌ترین کارت عددیِ *spade* و *bastoni* است.",
}

# --- Assembly -------------------------------------------------------------------------------

_FRENCH_SPACES: tuple[tuple[str, str], ...] = (
    (" :", "\u00a0:"), (" ;", "\u202f;"), (" !", "\u202f!"), (" ?", "\u202f?"),
    ("« ", "«\u00a0"), (" »", "\u00a0»"),
)


def _french(text: str) -> str:
    """French typography: no-break spaces before « : ; ! ? » and inside guillemets."""
    for plain, fine in _FRENCH_SPACES:
        text = text.replace(plain, fine)
    return text


def _plain(text: str) -> str:
    return text


_TYPOGRAPHY = {"en": _plain, "it": _plain, "fr": _french, "da": _plain, "fa": _plain}


def _page(language: str, game: str, texts: dict[str, _Text]) -> tuple[Section, ...]:
    """The sections of one page, in layout order; every layout key must have its words."""
    keys = [key for key, _cards, _ordered in LAYOUT[game]]
    if sorted(keys) != sorted(texts):
        raise ValueError(f"rules {language}/{game}: sections {sorted(texts)} do not match the layout {keys}")
    fix = _TYPOGRAPHY[language]
    sections = []
    for key, cards, ordered in LAYOUT[game]:
        text = texts[key]
        sections.append(Section(
            key=key,
            heading=fix(text.heading),
            paragraphs=tuple(fix(p) for p in text.paragraphs),
            items=tuple(fix(item) for item in text.items),
            cards=cards,
            ordered=ordered,
            closing=tuple(fix(p) for p in text.closing),
        ))
    return tuple(sections)


_TEXTS: dict[str, tuple[dict[str, _Text], dict[str, _Text], dict[str, str], dict[str, str]]] = {
    "en": (_EN_SCOPA, _EN_MINCHIATE, _EN_GLOSSARY, _EN_UI),
    "it": (_IT_SCOPA, _IT_MINCHIATE, _IT_GLOSSARY, _IT_UI),
    "fr": (_FR_SCOPA, _FR_MINCHIATE, _FR_GLOSSARY, _FR_UI),
    "da": (_DA_SCOPA, _DA_MINCHIATE, _DA_GLOSSARY, _DA_UI),
    "fa": (_FA_SCOPA, _FA_MINCHIATE, _FA_GLOSSARY, _FA_UI),
}

RULES: dict[str, dict[str, tuple[Section, ...]]] = {
    language: {"scopa": _page(language, "scopa", scopa), "minchiate": _page(language, "minchiate", minchiate)}
    for language, (scopa, minchiate, _glossary, _ui) in _TEXTS.items()
}
"""language -> game -> the sections of that game's rules page."""

GLOSSARY: dict[str, dict[str, str]] = {
    language: {term: _TYPOGRAPHY[language](glossary[term]) for term in ALL_TERMS}
    for language, (_scopa, _minchiate, glossary, _ui) in _TEXTS.items()
}
"""language -> Italian term -> a one-sentence explanation in that language."""

UI: dict[str, dict[str, str]] = {
    language: {key: _TYPOGRAPHY[language](ui[key]) for key in UI_KEYS}
    for language, (_scopa, _minchiate, _glossary, ui) in _TEXTS.items()
}
"""language -> the page's own labels: back, contents, glossary, glossary.intro, title.<game>."""


def text_direction(language: str) -> str:
    """``"rtl"`` or ``"ltr"``: what the page's ``<html dir>`` should be for *language*.

    >>> text_direction("fa"), text_direction("da")
    ('rtl', 'ltr')
    """
    return TEXT_DIRECTION[language]
