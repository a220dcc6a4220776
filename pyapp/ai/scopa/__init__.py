"""Scopa's players, one job a module: the heuristic and its Easy version (``heuristic``); what
the searches know of a deal: the cards' numbers and piles as bits (``card_bits``), a deal's points
and expected points (``points``), the match value (``match_value``), the match-aware model, playouts
and the exact endgame (``evaluation``); the Expert's learned evaluation (``learned``, its features
``horizon`` and weights ``learned_weights``), its reading of the opponent's plays (``inference``) and
its compact world search (``world_search``); and the levels (``levels``). Scopone's players build
on these (``pyapp.ai.scopone``)."""
