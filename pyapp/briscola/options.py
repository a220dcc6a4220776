"""Briscola's table size and options: kept in the core (:mod:`pyapp.briscola_options`, which the shell
reads on every visit) and named here too, beside the rest of the engine."""

from pyapp.briscola_options import (
    DEFAULT_OPTIONS,
    EXCHANGE_MODES,
    FORMATS,
    OPTION_FIELDS,
    POINTS_GAMES,
    TABLE_SIZES,
    WINS_NEEDED,
    BriscolaOptions,
    parse_rules,
)

__all__ = ["DEFAULT_OPTIONS", "EXCHANGE_MODES", "FORMATS", "OPTION_FIELDS", "POINTS_GAMES", "TABLE_SIZES",
           "WINS_NEEDED", "BriscolaOptions", "parse_rules"]
