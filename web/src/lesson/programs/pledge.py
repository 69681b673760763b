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

def cut_loops(trail):
    # The way out: the walk with every loop cut out.
    last = {}
    for i in range(len(trail)):
        last[trail[i]] = i  # when it was in each room for the last time
    route = []
    i = 0
    while i < len(trail):
        route.append(trail[i])
        i = last[trail[i]] + 1  # on from its last time in that room
    return route

def pledge(maze, start, goal, limit):
    # Head right. At a wall, turn left and keep the right hand on it, counting the turns.
    # When the count is back to zero, face right and head that way again.
    # Right, up, left, down: each a quarter turn to the left of the one before.
    ways = [(0, 1), (-1, 0), (0, -1), (1, 0)]
    turned = 0       # quarter turns to the left, less those to the right
    set_off = set()  # rooms it set off from facing right
    room = start
    trail = [start]
    while room != goal:
        if len(trail) > limit:
            return trail, None  # too many steps: it gives up
        r, c = room
        turn = 0
        if turned > 0:
            # A hand on the wall: try right, ahead, left, then back.
            for t in [-1, 0, 1, 2]:
                dr, dc = ways[(turned + t) % 4]
                if maze[r + dr][c + dc] == ".":
                    turn = t
                    break
        if turned + turn == 0:
            # Facing right again: set off that way, or left of it, to the next wall.
            if room in set_off:
                return trail, None  # it set off from here before: round for ever
            set_off.add(room)
            turned = 0
            for t in [0, 1, 2, 3]:
                dr, dc = ways[t]
                if maze[r + dr][c + dc] == ".":
                    turn = t
                    break
        turned = turned + turn
        dr, dc = ways[turned % 4]
        room = (r + 2 * dr, c + 2 * dc)
        trail.append(room)
    return trail, cut_loops(trail)

random.seed(2083)
maze = make_maze(10, 10)
start = (1, 1)
goal = (len(maze) - 2, len(maze[0]) - 2)
trail, route = pledge(maze, start, goal, 1000000)
print("Pledge walked", len(trail) - 1, "steps, a way out through", len(route), "rooms")
drawn = [list(row) for row in maze]
for r, c in trail:
    drawn[r][c] = "v"
for r, c in route:
    drawn[r][c] = "o"
show_grid(drawn, {"#": "black", ".": "white", "v": "lightblue", "o": "red"})
