"""Scopa's players: the heuristic, the evaluation and endgame solver the search uses, inference
on the opponent's hand, and the levels."""
