#define ROWS 3
#define COLS 4

int grid[ROWS][COLS];

void fill(int m[][COLS], int rows)
{
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < COLS; c++)
            m[r][c] = r * COLS + c;
}

int trace(int m[ROWS][COLS])
{
    int t = 0;
    for (int i = 0; i < ROWS; i++)
        t += m[i][i];
    return t;
}

int main()
{
    int identity[2][2] = {{1, 0}, {0, 1}};
    fill(grid, ROWS);
    int (*row)[COLS] = grid;
    return trace(grid) + identity[1][1] + row[1][2];
}
