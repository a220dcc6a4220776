"""Tavolo: Italian card games (Scopa, Scopone, Minchiate, Briscola, Tressette) with rules engines and AI players.

The package is pure Python (standard library only) in layers, each importing only from its own and
the ones before it (``tests/test_layering.py``): core (``cards``, ``engine`` — the shared
vocabulary, ``records`` — the strict readers of the games' JSON forms, ``tricks`` — what the
trick-taking games share, ``games`` — the registry of games, ``house_rules`` — Scopa's and
Scopone's house rules, which the shell handles whatever the game), the rules engines (one package per
game: ``scopa``, ``scopone`` — a variant played on Scopa's engine, ``minchiate``, ``briscola`` — not
on the site yet), ``ai`` (players), ``i18n`` (words), ``ui`` (pure screens), and the shells:
``browser`` (the only module that touches the page, in the site's Pyodide worker) and ``cli`` (the
bot and the arena, launched as ``python -m pyapp.bot`` and ``python -m pyapp.arena``, and the
research players; never shipped to the browser).
"""

__version__ = "0.1.0"
