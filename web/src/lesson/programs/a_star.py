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

def a_star(maze, start, goal):
    def guess(room):
        # Rooms still to go if there were no walls: never too many.
        return (abs(room[0] - goal[0]) + abs(room[1] - goal[1])) // 2

    def cost(room):
        # The rooms walked plus the guess; if equal, the room walked farther.
        return (walked[room] + guess(room), -walked[room])

    came_from = {start: None}
    walked = {start: 0}  # rooms walked from the way in
    rooms = [start]
    trail = []
    while len(rooms) > 0:
        room = min(rooms, key=cost)  # the first with the least cost
        rooms.remove(room)
        trail.append(room)
        if room == goal:
            route = []
            while room is not None:
                route.append(room)
                room = came_from[room]
            route.reverse()
            return trail, route
        r, c = room
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            nxt = (r + 2 * dr, c + 2 * dc)
            # A room never seen, or seen by a longer way: on the list (again), at its end.
            if maze[r + dr][c + dc] == "." and (nxt not in walked or walked[room] + 1 < walked[nxt]):
                if nxt in rooms:
                    rooms.remove(nxt)
                came_from[nxt] = room
                walked[nxt] = walked[room] + 1
                rooms.append(nxt)
    return trail, None

random.seed(2083)
maze = make_maze(10, 10)
start = (1, 1)
goal = (len(maze) - 2, len(maze[0]) - 2)
trail, route = a_star(maze, start, goal)
print("A*:", len(trail), "rooms looked at, a way out through", len(route), "rooms")
drawn = [list(row) for row in maze]
for r, c in trail:
    drawn[r][c] = "v"
for r, c in route:
    drawn[r][c] = "o"
show_grid(drawn, {"#": "black", ".": "white", "v": "lightblue", "o": "red"})
