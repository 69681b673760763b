def dead_ends(grid):
  total=0
  # walk over every room of the grid
  for y in range(1,len(grid),2):
    for x in range(1,len(grid[0]),2):
      n = 0
      for a, b in [(y-1,x),(y+1,x),(y,x-1),(y,x+1)]:
        if grid[a][b]=='.': n=n+1
      if n==1:
        total=total+1   # one opening: a dead end
  return total

grid = ["#####", "#.#.#", "#####"]
print(dead_ends(grid))
