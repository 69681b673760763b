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

def way_through(maze, start, goal, filled):
    # The way from start to goal through rooms not filled, the nearest rooms first.
    came_from = {start: None}
    rooms = [start]
    while len(rooms) > 0 and goal not in came_from:
        r, c = rooms.pop(0)
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            nxt = (r + 2 * dr, c + 2 * dc)
            if maze[r + dr][c + dc] == "." and nxt not in filled and nxt not in came_from:
                came_from[nxt] = (r, c)
                rooms.append(nxt)
    if goal not in came_from:
        return None
    route = [goal]
    while route[-1] != start:
        route.append(came_from[route[-1]])
    route.reverse()
    return route

def dead_end_filling(maze, start, goal):
    moves = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    # Count the openings of every room.
    openings = {}
    for r in range(1, len(maze), 2):
        for c in range(1, len(maze[0]), 2):
            around = [maze[r - 1][c], maze[r + 1][c], maze[r][c - 1], maze[r][c + 1]]
            openings[(r, c)] = around.count(".")
    # A dead end has one opening. The way in and the way out are never filled.
    ends = [room for room in openings if openings[room] == 1 and room != start and room != goal]
    ends.reverse()  # so the first one in the maze comes off the end of the list first
    filled = []
    while len(ends) > 0:
        room = ends.pop()
        filled.append(room)
        # The room next to it has one opening fewer now: it may be a dead end too.
        r, c = room
        for dr, dc in moves:
            nxt = (r + 2 * dr, c + 2 * dc)
            if maze[r + dr][c + dc] == "." and nxt not in filled:
                openings[nxt] = openings[nxt] - 1
                if openings[nxt] == 1 and nxt != start and nxt != goal:
                    ends.append(nxt)
    # What is left open holds the way out.
    return filled, way_through(maze, start, goal, filled)

random.seed(2083)
maze = make_maze(10, 10)
start = (1, 1)
goal = (len(maze) - 2, len(maze[0]) - 2)
filled, route = dead_end_filling(maze, start, goal)
print(len(filled), "rooms filled, a way out through", len(route), "rooms")
drawn = [list(row) for row in maze]
for r, c in filled:
    drawn[r][c] = "f"
show_grid(drawn, {"#": "black", ".": "white", "f": "grey"})
