"""The Scopa screen: the table model, its renderer and its controller."""
