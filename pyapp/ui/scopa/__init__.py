"""The Scopa screen: the table model, its renderer and its controller, and what the Scopone screen
shares of them (``pyapp.ui.scopone``): the capture controller (turn loop and inputs), the table's
inputs and capture choice, the breakdown, the move log and the cards' motion."""
