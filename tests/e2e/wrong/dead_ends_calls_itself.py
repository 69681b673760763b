# Wrong on purpose: it calls itself with the same maze, so it never stops calling.
def dead_ends(maze):
    if len(maze) == 0:
        return 0
    return dead_ends(maze)
