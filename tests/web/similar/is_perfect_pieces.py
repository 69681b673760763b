def is_perfect(maze):
    # every room starts as its own piece; each opening joins two pieces
    piece = {}
    for r in range(1, len(maze), 2):
        for c in range(1, len(maze[0]), 2):
            piece[(r, c)] = (r, c)

    def find(room):
        while piece[room] != room:
            room = piece[room]
        return room

    for r in range(1, len(maze) - 1):
        for c in range(1, len(maze[0]) - 1):
            if maze[r][c] != "." or (r % 2 == 1 and c % 2 == 1):
                continue
            if r % 2 == 1:
                a, b = (r, c - 1), (r, c + 1)
            else:
                a, b = (r - 1, c), (r + 1, c)
            pa, pb = find(a), find(b)
            if pa == pb:
                return False  # this opening makes a loop
            piece[pa] = pb
    tops = set(find(room) for room in piece)
    return len(tops) == 1
