def farthest(maze):
    rows = (len(maze) - 1) // 2
    cols = (len(maze[0]) - 1) // 2
    return (rows - 1) + (cols - 1)
