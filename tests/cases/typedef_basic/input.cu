typedef unsigned int uint;
typedef float real;
typedef real vec3[3];
typedef struct Node {
    int value;
    struct Node *next;
} Node, *NodePtr;
typedef const char *cstring;
typedef enum { LOW, HIGH } Level;

real dot(const vec3 a, const vec3 b)
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

uint list_length(NodePtr head)
{
    uint n = 0;
    for (Node *p = head; p; p = p->next)
        n++;
    return n;
}

int main()
{
    vec3 a = {1, 2, 3};
    Node second = {2, 0};
    Node first = {1, &second};
    cstring s = "typedef";
    Level l = HIGH;
    return (int)dot(a, a) + list_length(&first) + (s[0] == 't') + l;
}
