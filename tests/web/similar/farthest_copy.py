from collections import deque

def farthest(maze):
    a, _ = search(maze, (1, 1))
    b, far = search(maze, a)
    return far

def search(maze, first):
    steps = {first: 0}
    todo = deque([first])
    final = first
    while todo:
        here = todo.popleft()
        final = here
        for move in [(0, 1), (0, -1), (1, 0), (-1, 0)]:
            door = (here[0] + move[0], here[1] + move[1])
            there = (here[0] + move[0] * 2, here[1] + move[1] * 2)
            if maze[door[0]][door[1]] == '.' and there not in steps:
                steps[there] = steps[here] + 1
                todo.append(there)
    return final, steps[final]
