# Wrong on purpose: a depth-first search that calls itself once a square: too deep for a big maze.
def is_perfect(maze):
    rooms = 0
    openings = 0
    for r in range(1, len(maze) - 1):
        for c in range(1, len(maze[0]) - 1):
            if r % 2 == 1 and c % 2 == 1:
                rooms = rooms + 1
            elif (r + c) % 2 == 1 and maze[r][c] == ".":
                openings = openings + 1
    seen = set()

    def visit(square):
        seen.add(square)
        r, c = square
        for nxt in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
            if maze[nxt[0]][nxt[1]] == "." and nxt not in seen:
                visit(nxt)

    visit((1, 1))
    reached = len([sq for sq in seen if sq[0] % 2 == 1 and sq[1] % 2 == 1])
    return reached == rooms and openings == rooms - 1
