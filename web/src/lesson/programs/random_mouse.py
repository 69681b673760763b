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

def random_mouse(maze, start, goal, limit):
    room = start
    came = None   # the room it came from
    trail = [start]
    while room != goal:
        if len(trail) > limit:
            return trail, None  # too many steps: it gives up
        r, c = room
        ways = []
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            if maze[r + dr][c + dc] == ".":
                ways.append((r + 2 * dr, c + 2 * dc))
        # Never back the way it came, unless there is no other way.
        if len(ways) > 1 and came in ways:
            ways.remove(came)
        nxt = ways[0]
        if len(ways) > 1:
            nxt = random.choice(ways)  # more than one: pick at random
        came = room
        room = nxt
        trail.append(room)
    return trail, cut_loops(trail)

random.seed(2083)
maze = make_maze(10, 10)
start = (1, 1)
goal = (len(maze) - 2, len(maze[0]) - 2)
random.seed(1)  # the mouse's own choices: the same every run
trail, route = random_mouse(maze, start, goal, 1000000)
print("The mouse walked", len(trail) - 1, "steps, a way out through", len(route), "rooms")
drawn = [list(row) for row in maze]
for r, c in trail:
    drawn[r][c] = "v"
for r, c in route:
    drawn[r][c] = "o"
show_grid(drawn, {"#": "black", ".": "white", "v": "lightblue", "o": "red"})
