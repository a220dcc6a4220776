"""The Minchiate screen: the table model, its renderer, its controller and the deal log in words."""
