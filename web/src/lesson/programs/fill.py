import random
from pixels import show_grid

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
    return ["".join(row) for row in grid]

# take is -1 for a stack (the last room put on the list comes off first)
# or 0 for a queue (the first room put on the list comes off first).
def fill(maze, start, goal, take):
    came_from = {start: None}
    rooms = [start]  # rooms seen, waiting to be looked at
    trail = []       # every room looked at, in order
    while len(rooms) > 0:
        room = rooms.pop(take)  # the one line that makes a stack or a queue
        trail.append(room)
        if room == goal:
            # Found: walk back the way each room was reached.
            route = []
            while room is not None:
                route.append(room)
                room = came_from[room]
            route.reverse()
            return trail, route
        # Put each room through an opening on the list, unless it was seen before.
        r, c = room
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            nxt = (r + 2 * dr, c + 2 * dc)
            if maze[r + dr][c + dc] == "." and nxt not in came_from:
                came_from[nxt] = room
                rooms.append(nxt)
    return trail, None

random.seed(2083)
maze = make_maze(10, 10)
start = (1, 1)
goal = (len(maze) - 2, len(maze[0]) - 2)
for name, take in [("A stack", -1), ("A queue", 0)]:
    trail, route = fill(maze, start, goal, take)
    print(name + ":", len(trail), "rooms looked at, a way out through", len(route), "rooms")
    drawn = [list(row) for row in maze]
    for r, c in trail:
        drawn[r][c] = "v"
    for r, c in route:
        drawn[r][c] = "o"
    show_grid(drawn, {"#": "black", ".": "white", "v": "lightblue", "o": "red"})
