"""Tavolo: traditional Italian card games (Scopa, Scopone, Minchiate) with rules engines and AI players.

The package is pure Python (standard library only) in layers, each importing only from the ones
before it: core (``cards``, ``engine`` — the shared vocabulary, ``records`` — the strict readers of
the games' JSON forms, ``games`` — the registry of games), the rules engines (one package per game:
``scopa``, ``scopone`` — a variant played on Scopa's engine, ``minchiate``), ``ai``, ``i18n``
(words), ``ui`` (pure screens), and the shells: ``browser`` (the only module that touches the page,
under PyScript/Pyodide) and ``cli`` (bot, arena, research players; never shipped to the browser).
"""

__version__ = "0.1.0"
