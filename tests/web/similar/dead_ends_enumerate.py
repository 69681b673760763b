def dead_ends(maze):
    """Count the rooms with only one way in or out."""
    answer = 0
    for y, line in enumerate(maze):
        if y % 2 == 0:
            continue
        for x, square in enumerate(line):
            if x % 2 == 0 or square != ".":
                continue
            around = maze[y - 1][x] + maze[y + 1][x] + line[x - 1] + line[x + 1]
            if around.count("#") == 3:
                answer = answer + 1
    return answer
