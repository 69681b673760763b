# Halls: the lesson's maze, then halls of 2 x 2 to 4 x 4 rooms opened in it, mazelib's
# DungeonRooms idea. A hall is one big room: we knock down every wall inside it, and then wall
# up again each opening that would make a loop, so there is still one way between two halls
# or rooms. `maze generate --method walk --halls N` makes the very same maze for a seed.
import random

def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]

    def carve(r, c):
        grid[2 * r + 1][2 * c + 1] = "."
        moves = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        random.shuffle(moves)
        for dr, dc in moves:
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols:
                if grid[2 * nr + 1][2 * nc + 1] == "#":
                    grid[2 * r + 1 + dr][2 * c + 1 + dc] = "."
                    carve(nr, nc)

    carve(0, 0)
    return grid

def add_halls(grid, rows, cols, count):
    hall_of = {}      # room (r, c) -> the hall it is in
    taken = set()     # rooms of a hall, and the ring of rooms around it: no hall may touch
    for h in range(count):
        height = 2 + random.randrange(3)
        width = 2 + random.randrange(3)
        places = []
        for r in range(rows - height + 1):
            for c in range(cols - width + 1):
                inside = [(r + i, c + j) for i in range(height) for j in range(width)]
                if not any(room in taken for room in inside):
                    places.append((r, c))
        r0, c0 = random.choice(places)   # no place left: random.choice says so
        for r in range(r0 - 1, r0 + height + 1):
            for c in range(c0 - 1, c0 + width + 1):
                taken.add((r, c))
        for r in range(r0, r0 + height):
            for c in range(c0, c0 + width):
                hall_of[(r, c)] = h
        # Every wall inside the hall knocked down (the corners between four rooms stay).
        for y in range(2 * r0 + 1, 2 * (r0 + height)):
            for x in range(2 * c0 + 1, 2 * (c0 + width)):
                if y % 2 == 1 or x % 2 == 1:
                    grid[y][x] = "."

    # Which piece each room is in; a hall starts as one piece.
    piece = {}
    for r in range(rows):
        for c in range(cols):
            piece[(r, c)] = hall_of.get((r, c), (r, c))

    def find(room):
        while piece[room] != room:
            room = piece[room]
        return room

    for h in range(count):
        piece[h] = h
    # Each opening in turn (room by room: right, then down); one that joins a piece to itself
    # would close a loop, so its wall goes back up.
    for r in range(rows):
        for c in range(cols):
            for dr, dc in [(0, 1), (1, 0)]:
                nr, nc = r + dr, c + dc
                if nr >= rows or nc >= cols or grid[2 * r + 1 + dr][2 * c + 1 + dc] == "#":
                    continue
                if (r, c) in hall_of and hall_of[(r, c)] == hall_of.get((nr, nc)):
                    continue
                a, b = find((r, c)), find((nr, nc))
                if a == b:
                    grid[2 * r + 1 + dr][2 * c + 1 + dc] = "#"
                else:
                    piece[b] = a
    return grid

if __name__ == "__main__":
    random.seed(2083)
    maze = add_halls(make_maze(10, 10), 10, 10, 2)
    print("\n".join("".join(row) for row in maze))
