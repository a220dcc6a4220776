"""The deal review's dialog, which every game with a review shares (:mod:`pyapp.ui.review.dialog`).  A
part of the site of its own (``screen:review``, ``pyapp.ui.parts``), loaded when the player first opens
a review, not with the core: a game's controller imports its review (and so this) only to build one."""
