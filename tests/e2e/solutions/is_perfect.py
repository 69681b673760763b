# A right answer to the is it perfect challenge, for the e2e tests.
def is_perfect(maze):
    rooms = 0
    openings = 0
    for r in range(1, len(maze) - 1):
        for c in range(1, len(maze[0]) - 1):
            if r % 2 == 1 and c % 2 == 1:
                rooms = rooms + 1
            elif maze[r][c] == "." and (r + c) % 2 == 1:
                openings = openings + 1
    seen = {(1, 1)}
    to_visit = [(1, 1)]
    while len(to_visit) > 0:
        r, c = to_visit.pop()
        for nxt in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
            if maze[nxt[0]][nxt[1]] == "." and nxt not in seen:
                seen.add(nxt)
                to_visit.append(nxt)
    reached = len([sq for sq in seen if sq[0] % 2 == 1 and sq[1] % 2 == 1])
    return reached == rooms and openings == rooms - 1

maze = [
    "#######",
    "#.....#",
    "#.#.###",
    "#.....#",
    "#####.#",
    "#.....#",
    "#######",
]
print(is_perfect(maze))
