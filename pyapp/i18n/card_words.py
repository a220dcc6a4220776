"""The words for the cards in the five languages: part of the message catalog.

``pyapp.i18n.messages.ENGLISH`` and ``pyapp.i18n.translations.TRANSLATIONS`` take these entries in, so
they are checked like every other key (``tests/test_translations.py``).  Two kinds of words:

* ``card.article.<form>``: a card's Italian name (the name every language uses in play, from
  ``pyapp.cards``) with the definite article a sentence gives it: "the Re di coppe",
  "il Re di coppe", "l'Asso di spade", "la Donna di coppe"; Danish and Persian add none.
  The form comes from the Italian noun (``pyapp.i18n.card_names.article_form``); trump titles and
  the Matto carry their own article and take none.
* ``card.rank.*``, ``card.of.<suit>``, ``card.trump.*``, ``card.matto``: a card's name in the
  player's language, for the card gallery ("King of Cups", "Roi de coupes", "شاه جام").  The
  suit template puts the rank where the language wants it ("Bæger-konge").  Italian gives
  back exactly the names of ``pyapp.cards``.
"""

from __future__ import annotations

_TRUMP_FIELDS = {"card.trump.name": "{title} ({numeral})"}

ENGLISH: dict[str, str] = {
    "card.article.masculine": "the {name}",
    "card.article.feminine": "the {name}",
    "card.article.elided": "the {name}",
    "card.rank.1": "Ace", "card.rank.2": "Two", "card.rank.3": "Three", "card.rank.4": "Four",
    "card.rank.5": "Five", "card.rank.6": "Six", "card.rank.7": "Seven", "card.rank.8": "Eight",
    "card.rank.9": "Nine", "card.rank.10": "Ten",
    "card.rank.fante": "Knave", "card.rank.fantina": "Maid", "card.rank.cavallo": "Knight",
    "card.rank.donna": "Queen", "card.rank.regina": "Queen", "card.rank.re": "King",
    "card.of.coppe": "{rank} of Cups",
    "card.of.denari": "{rank} of Coins",
    "card.of.spade": "{rank} of Swords",
    "card.of.bastoni": "{rank} of Batons",
    **_TRUMP_FIELDS,
    "card.trump.1": "The Juggler", "card.trump.2": "The Grand Duke", "card.trump.3": "The Emperor",
    "card.trump.4": "The Empress", "card.trump.5": "Love", "card.trump.6": "Temperance",
    "card.trump.7": "Strength", "card.trump.8": "Justice", "card.trump.9": "The Wheel of Fortune",
    "card.trump.10": "The Chariot", "card.trump.11": "The Hunchback", "card.trump.12": "The Hanged Man",
    "card.trump.13": "Death", "card.trump.14": "The Devil", "card.trump.15": "The Devil's House",
    "card.trump.16": "Hope", "card.trump.17": "Prudence", "card.trump.18": "Faith", "card.trump.19": "Charity",
    "card.trump.20": "Fire", "card.trump.21": "Water", "card.trump.22": "Earth", "card.trump.23": "Air",
    "card.trump.24": "Libra", "card.trump.25": "Virgo", "card.trump.26": "Scorpio", "card.trump.27": "Aries",
    "card.trump.28": "Capricorn", "card.trump.29": "Sagittarius", "card.trump.30": "Cancer",
    "card.trump.31": "Pisces", "card.trump.32": "Aquarius", "card.trump.33": "Leo", "card.trump.34": "Taurus",
    "card.trump.35": "Gemini", "card.trump.36": "The Star", "card.trump.37": "The Moon", "card.trump.38": "The Sun",
    "card.trump.39": "The World", "card.trump.40": "The Trumpets",
    "card.matto": "The Fool",
}

ITALIAN: dict[str, str] = {
    "card.article.masculine": "il {name}",
    "card.article.feminine": "la {name}",
    "card.article.elided": "l'{name}",
    "card.rank.1": "Asso", "card.rank.2": "Due", "card.rank.3": "Tre", "card.rank.4": "Quattro",
    "card.rank.5": "Cinque", "card.rank.6": "Sei", "card.rank.7": "Sette", "card.rank.8": "Otto",
    "card.rank.9": "Nove", "card.rank.10": "Dieci",
    "card.rank.fante": "Fante", "card.rank.fantina": "Fantina", "card.rank.cavallo": "Cavallo",
    "card.rank.donna": "Donna", "card.rank.regina": "Regina", "card.rank.re": "Re",
    "card.of.coppe": "{rank} di coppe",
    "card.of.denari": "{rank} di denari",
    "card.of.spade": "{rank} di spade",
    "card.of.bastoni": "{rank} di bastoni",
    **_TRUMP_FIELDS,
    "card.trump.1": "Papa uno", "card.trump.2": "Il Granduca", "card.trump.3": "L'Imperatore",
    "card.trump.4": "L'Imperatrice", "card.trump.5": "L'Amore", "card.trump.6": "La Temperanza",
    "card.trump.7": "La Forza", "card.trump.8": "La Giustizia", "card.trump.9": "La Ruota della Fortuna",
    "card.trump.10": "Il Carro", "card.trump.11": "Il Gobbo", "card.trump.12": "L'Impiccato",
    "card.trump.13": "La Morte", "card.trump.14": "Il Diavolo", "card.trump.15": "La Casa del Diavolo",
    "card.trump.16": "La Speranza", "card.trump.17": "La Prudenza", "card.trump.18": "La Fede",
    "card.trump.19": "La Carità", "card.trump.20": "Il Fuoco", "card.trump.21": "L'Acqua",
    "card.trump.22": "La Terra", "card.trump.23": "L'Aria", "card.trump.24": "La Bilancia",
    "card.trump.25": "La Vergine", "card.trump.26": "Lo Scorpione", "card.trump.27": "L'Ariete",
    "card.trump.28": "Il Capricorno", "card.trump.29": "Il Sagittario", "card.trump.30": "Il Cancro",
    "card.trump.31": "I Pesci", "card.trump.32": "L'Acquario", "card.trump.33": "Il Leone",
    "card.trump.34": "Il Toro", "card.trump.35": "I Gemelli", "card.trump.36": "La Stella",
    "card.trump.37": "La Luna", "card.trump.38": "Il Sole", "card.trump.39": "Il Mondo",
    "card.trump.40": "Le Trombe",
    "card.matto": "Il Matto",
}

FRENCH: dict[str, str] = {
    "card.article.masculine": "le {name}",
    "card.article.feminine": "la {name}",
    "card.article.elided": "l'{name}",
    "card.rank.1": "As", "card.rank.2": "Deux", "card.rank.3": "Trois", "card.rank.4": "Quatre",
    "card.rank.5": "Cinq", "card.rank.6": "Six", "card.rank.7": "Sept", "card.rank.8": "Huit",
    "card.rank.9": "Neuf", "card.rank.10": "Dix",
    "card.rank.fante": "Valet", "card.rank.fantina": "Suivante", "card.rank.cavallo": "Cavalier",
    "card.rank.donna": "Dame", "card.rank.regina": "Reine", "card.rank.re": "Roi",
    "card.of.coppe": "{rank} de coupes",
    "card.of.denari": "{rank} de deniers",
    "card.of.spade": "{rank} d'épées",
    "card.of.bastoni": "{rank} de bâtons",
    **_TRUMP_FIELDS,
    "card.trump.1": "Le Bateleur", "card.trump.2": "Le Grand-Duc", "card.trump.3": "L'Empereur",
    "card.trump.4": "L'Impératrice", "card.trump.5": "L'Amour", "card.trump.6": "La Tempérance",
    "card.trump.7": "La Force", "card.trump.8": "La Justice", "card.trump.9": "La Roue de Fortune",
    "card.trump.10": "Le Chariot", "card.trump.11": "Le Bossu", "card.trump.12": "Le Pendu",
    "card.trump.13": "La Mort", "card.trump.14": "Le Diable", "card.trump.15": "La Maison du Diable",
    "card.trump.16": "L'Espérance", "card.trump.17": "La Prudence", "card.trump.18": "La Foi",
    "card.trump.19": "La Charité", "card.trump.20": "Le Feu", "card.trump.21": "L'Eau",
    "card.trump.22": "La Terre", "card.trump.23": "L'Air", "card.trump.24": "La Balance",
    "card.trump.25": "La Vierge", "card.trump.26": "Le Scorpion", "card.trump.27": "Le Bélier",
    "card.trump.28": "Le Capricorne", "card.trump.29": "Le Sagittaire", "card.trump.30": "Le Cancer",
    "card.trump.31": "Les Poissons", "card.trump.32": "Le Verseau", "card.trump.33": "Le Lion",
    "card.trump.34": "Le Taureau", "card.trump.35": "Les Gémeaux", "card.trump.36": "L'Étoile",
    "card.trump.37": "La Lune", "card.trump.38": "Le Soleil", "card.trump.39": "Le Monde",
    "card.trump.40": "Les Trompettes",
    "card.matto": "Le Fou",
}

DANISH: dict[str, str] = {
    # Italian names take no Danish article: "Du lægger Sette di denari på bordet."
    "card.article.masculine": "{name}",
    "card.article.feminine": "{name}",
    "card.article.elided": "{name}",
    # Suit before rank, as Danish names cards ("hjerter dame"): "Bæger-konge", "Mønt-syv".  Long
    # compounds carry soft hyphens (\u00ad), so a narrow gallery column breaks them where Danish does.
    "card.rank.1": "es", "card.rank.2": "to", "card.rank.3": "tre", "card.rank.4": "fire",
    "card.rank.5": "fem", "card.rank.6": "seks", "card.rank.7": "syv", "card.rank.8": "otte",
    "card.rank.9": "ni", "card.rank.10": "ti",
    "card.rank.fante": "knægt", "card.rank.fantina": "pige", "card.rank.cavallo": "rytter",
    "card.rank.donna": "dame", "card.rank.regina": "dronning", "card.rank.re": "konge",
    "card.of.coppe": "Bæger-{rank}",
    "card.of.denari": "Mønt-{rank}",
    "card.of.spade": "Sværd-{rank}",
    "card.of.bastoni": "Stav-{rank}",
    **_TRUMP_FIELDS,
    "card.trump.1": "Gøgleren", "card.trump.2": "Stor\u00adhertugen", "card.trump.3": "Kejseren",
    "card.trump.4": "Kejser\u00adinden", "card.trump.5": "Kærlig\u00adheden", "card.trump.6": "Måde\u00adholdet",
    "card.trump.7": "Styrken", "card.trump.8": "Retfærdig\u00adheden", "card.trump.9": "Lykke\u00adhjulet",
    "card.trump.10": "Vognen", "card.trump.11": "Den Pukkel\u00adryggede", "card.trump.12": "Den Hængte",
    "card.trump.13": "Døden", "card.trump.14": "Djævelen", "card.trump.15": "Djævelens Hus",
    "card.trump.16": "Håbet", "card.trump.17": "Klogskaben", "card.trump.18": "Troen",
    "card.trump.19": "Næste\u00adkærlig\u00adheden", "card.trump.20": "Ilden", "card.trump.21": "Vandet",
    "card.trump.22": "Jorden", "card.trump.23": "Luften", "card.trump.24": "Vægten",
    "card.trump.25": "Jomfruen", "card.trump.26": "Skorpionen", "card.trump.27": "Vædderen",
    "card.trump.28": "Stenbukken", "card.trump.29": "Skytten", "card.trump.30": "Krebsen",
    "card.trump.31": "Fiskene", "card.trump.32": "Vand\u00adbæreren", "card.trump.33": "Løven",
    "card.trump.34": "Tyren", "card.trump.35": "Tvilling\u00aderne", "card.trump.36": "Stjernen",
    "card.trump.37": "Månen", "card.trump.38": "Solen", "card.trump.39": "Verden",
    "card.trump.40": "Basunerne",
    "card.matto": "Narren",
}

PERSIAN: dict[str, str] = {
    # Persian marks definiteness with the sentence ("را"), not with an article.
    "card.article.masculine": "{name}",
    "card.article.feminine": "{name}",
    "card.article.elided": "{name}",
    "card.rank.1": "آس", "card.rank.2": "دو", "card.rank.3": "سه", "card.rank.4": "چهار",
    "card.rank.5": "پنج", "card.rank.6": "شش", "card.rank.7": "هفت", "card.rank.8": "هشت",
    "card.rank.9": "نه", "card.rank.10": "ده",
    "card.rank.fante": "سرباز", "card.rank.fantina": "ندیمه", "card.rank.cavallo": "سوار",
    "card.rank.donna": "بانو", "card.rank.regina": "ملکه", "card.rank.re": "شاه",
    "card.of.coppe": "{rank} جام",
    "card.of.denari": "{rank} سکه",
    "card.of.spade": "{rank} شمشیر",
    "card.of.bastoni": "{rank} چوب‌دستی",
    **_TRUMP_FIELDS,
    "card.trump.1": "شعبده‌باز", "card.trump.2": "دوک بزرگ", "card.trump.3": "امپراتور",
    "card.trump.4": "امپراتریس", "card.trump.5": "عشق", "card.trump.6": "میانه‌روی",
    "card.trump.7": "نیرو", "card.trump.8": "عدالت", "card.trump.9": "چرخ بخت",
    "card.trump.10": "ارابه", "card.trump.11": "گوژپشت", "card.trump.12": "به‌دارآویخته",
    "card.trump.13": "مرگ", "card.trump.14": "شیطان", "card.trump.15": "خانهٔ شیطان",
    "card.trump.16": "امید", "card.trump.17": "دوراندیشی", "card.trump.18": "ایمان",
    "card.trump.19": "نیکوکاری", "card.trump.20": "آتش", "card.trump.21": "آب",
    "card.trump.22": "خاک", "card.trump.23": "هوا", "card.trump.24": "ترازو",
    "card.trump.25": "خوشه", "card.trump.26": "کژدم", "card.trump.27": "بره",
    "card.trump.28": "بز", "card.trump.29": "کمان", "card.trump.30": "خرچنگ",
    "card.trump.31": "ماهی", "card.trump.32": "آبریز", "card.trump.33": "شیر",
    "card.trump.34": "گاو", "card.trump.35": "دوپیکر", "card.trump.36": "ستاره",
    "card.trump.37": "ماه", "card.trump.38": "خورشید", "card.trump.39": "جهان",
    "card.trump.40": "شیپورها",
    "card.matto": "دیوانه",
}

CARD_WORDS: dict[str, dict[str, str]] = {
    "en": ENGLISH, "it": ITALIAN, "fr": FRENCH, "da": DANISH, "fa": PERSIAN,
}
